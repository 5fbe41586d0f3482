// style: switch with tuple patterns and where clauses
import Foundation

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        switch (try? container.decode(Int.self), try? container.decode(String.self)) {
        case let (number?, _) where number >= 0:
            self = .exactly(number)
        case let (number?, _):
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Negative count \(number)")
        case (nil, "many"?):
            self = .many
        case let (nil, word?):
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown count \"\(word)\"")
        case (nil, nil):
            // Neither a number nor a string: let the container say why.
            _ = try container.decode(String.self)
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a count")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .exactly(number):
            try container.encode(number)
        case .many:
            try container.encode("many")
        }
    }
}
