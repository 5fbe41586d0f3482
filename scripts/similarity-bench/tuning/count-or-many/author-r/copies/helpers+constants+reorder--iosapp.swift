import Foundation

// MARK: - Codable

extension SightingCount: Codable {

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .many:
            try container.encode("many")
        case .exactly(let number):
            try container.encode(number)
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let count = try Self.decodeNumber(in: container) {
            self = count
        } else {
            self = try Self.decodeWord(in: container)
        }
    }

    // MARK: Helpers

    /// `nil` when the value isn't an Int at all, so the caller can try the word.
    private static func decodeNumber(in container: SingleValueDecodingContainer) throws -> SightingCount? {
        guard let number = try? container.decode(Int.self) else {
            return nil
        }
        guard number >= 0 else {
            throw DecodingError.dataCorruptedError(in: container,
                                                   debugDescription: "A count can't be negative (\(number))")
        }
        return .exactly(number)
    }

    private static func decodeWord(in container: SingleValueDecodingContainer) throws -> SightingCount {
        let word = try container.decode(String.self)
        guard word == "many" else {
            throw DecodingError.dataCorruptedError(in: container,
                                                   debugDescription: "Expected a number or \"many\", got \"\(word)\"")
        }
        return .many
    }
}
