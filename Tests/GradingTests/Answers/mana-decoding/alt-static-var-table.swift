// expect-pass
// A static var lookup table for letters, NSRegularExpression to find the groups.
import Foundation

extension Card.Mana: Decodable {
    static var letterTable: [Character: Color] = [
        "x": .extra, "w": .white, "u": .blue, "b": .black, "r": .red, "g": .green,
    ]

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)
        let whole = NSRange(cost.startIndex..., in: cost)
        let pattern = try NSRegularExpression(pattern: "\\{([^{}]*)\\}")
        let matches = pattern.matches(in: cost, range: whole)
        let covered = matches.reduce(0) { $0 + $1.range.length }
        guard !matches.isEmpty, covered == whole.length else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(cost) is not a run of {symbol} groups")
        }
        var result: [Color] = []
        for match in matches {
            let symbol = String(cost[Range(match.range(at: 1), in: cost)!])
            if !symbol.isEmpty, symbol.allSatisfy({ $0.isASCII && $0.isNumber }), let amount = Int(symbol) {
                result.append(.colorless(amount))
            } else if symbol.count == 1, let color = Card.Mana.letterTable[Character(symbol.lowercased())] {
                result.append(color)
            } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown mana symbol {\(symbol)}")
            }
        }
        colors = result
    }
}
