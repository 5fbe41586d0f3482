// style: reduce(into:); Optional as an open-group marker
import Foundation

extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)
        let fail = DecodingError.dataCorruptedError(in: container, debugDescription: "Not a mana cost: \(cost)")

        // `open` holds the text of the group being read, nil between groups.
        let walk = try cost.reduce(into: (symbols: [String](), open: String?.none)) { state, character in
            switch character {
            case "{":
                guard state.open == nil else { throw fail }
                state.open = ""
            case "}":
                guard let symbol = state.open else { throw fail }
                state.symbols.append(symbol)
                state.open = nil
            default:
                guard state.open != nil else { throw fail }
                state.open!.append(character)
            }
        }
        guard walk.open == nil else { throw fail }

        colors = try walk.symbols.map { symbol in
            guard let color = Color(symbol: symbol) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Unknown mana symbol {\(symbol)} in \(cost)")
            }
            return color
        }
    }
}
