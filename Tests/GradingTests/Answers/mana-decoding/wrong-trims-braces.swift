// expect-fail: unclosed last group
// Trims every brace from both ends before splitting, so a cost whose last
// group is never closed ("{3}{W}{W") still decodes as 3WW.
import Foundation

extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)
        let inner = cost.trimmingCharacters(in: CharacterSet(charactersIn: "{}"))
        colors = try inner.components(separatedBy: "}{").map { symbol in
            guard let color = Color(symbol: symbol) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown mana symbol {\(symbol)}")
            }
            return color
        }
    }
}
