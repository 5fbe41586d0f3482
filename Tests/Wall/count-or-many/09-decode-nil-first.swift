// style: guard/early exits; if expressions (Swift 5.9+); Optional chaining
import Foundation

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard !container.decodeNil() else {
            throw DecodingError.valueNotFound(SightingCount.self, DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "A count cannot be null"))
        }
        if let word = try? container.decode(String.self) {
            guard word == "many" else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Only \"many\" is allowed as a word")
            }
            self = .many
        } else {
            let number = try container.decode(Int.self)
            self = if number >= 0 { .exactly(number) } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Negative count")
            }
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if case let .exactly(number) = self {
            try container.encode(number)
        } else {
            try container.encode("many")
        }
    }
}
