// The least a learner runs by hand to try the answer of mana-decoding: the
// answer, this file and the one type it extends (a stand-in for the
// chapter's), nothing else of the chapter (scripts/baseline.sh).
import Foundation

struct Card { struct Mana { let colors: [Color] } }
extension Card.Mana {
    enum Color: Equatable {
        case colorless(Int), extra, white, blue, black, red, green
        init?(symbol: String) {
            switch symbol.uppercased() {
            case "X": self = .extra
            case "W": self = .white
            case "U": self = .blue
            case "B": self = .black
            case "R": self = .red
            case "G": self = .green
            default: guard let amount = Int(symbol) else { return nil }; self = .colorless(amount)
            }
        }
    }
}
let mana = try JSONDecoder().decode([Card.Mana].self, from: Data(#"["{3}{W}{W}", "{U}"]"#.utf8))
print(mana.map(\.colors))
