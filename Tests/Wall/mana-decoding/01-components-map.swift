// style: guard/early exits; throwing map closure
import Foundation

extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)
        if cost.isEmpty {
            colors = []   // no groups at all
            return
        }
        guard cost.hasPrefix("{"), cost.hasSuffix("}"), cost.count >= 2 else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\(cost) is not a run of {…} groups")
        }
        // "{3}{W}{W}" -> "3}{W}{W" -> ["3", "W", "W"]; a stray brace stays inside a piece.
        let symbols = cost.dropFirst().dropLast().components(separatedBy: "}{")
        colors = try symbols.map { symbol in
            guard let color = Color(symbol: symbol) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Unknown mana symbol \"{\(symbol)}\" in \(cost)")
            }
            return color
        }
    }
}
