// style: split(omittingEmptySubsequences:); for-where loops
import Foundation

extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)

        // "{3}{W}{W}" split at every "}" gives "{3", "{W", "{W" and a final empty piece.
        var pieces = cost.split(separator: "}", omittingEmptySubsequences: false)
        let tail = pieces.removeLast()
        guard tail.isEmpty else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(tail)\" after the last group of \(cost)")
        }
        for piece in pieces where !piece.hasPrefix("{") {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(piece)\" is not an opened group in \(cost)")
        }
        colors = try pieces.map { piece in
            let symbol = String(piece.dropFirst())
            guard let color = Card.Mana.Color(symbol: symbol) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Unknown mana symbol {\(symbol)} in \(cost)")
            }
            return color
        }
    }
}
