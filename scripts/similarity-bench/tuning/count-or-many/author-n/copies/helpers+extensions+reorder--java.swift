import Foundation

private extension SightingCount {
    /// The only word the app writes for a count that was too big to count.
    static let manyLiteral: String = "many"

    /// Reads the word and validates it: the only accepted word is "many", in lower case.
    static func decodeManyWord(from container: SingleValueDecodingContainer) throws -> SightingCount {
        let word: String = try container.decode(String.self)
        if word != manyLiteral {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected \"\(manyLiteral)\" but found \"\(word)\"")
        }
        return .many
    }
}

extension SightingCount: Codable {

    func encode(to encoder: Encoder) throws {
        var container: SingleValueEncodingContainer = encoder.singleValueContainer()
        switch self {
        case .many:
            try container.encode(SightingCount.manyLiteral)
        case .exactly(let number):
            try container.encode(number)
        }
    }

    init(from decoder: Decoder) throws {
        let container: SingleValueDecodingContainer = try decoder.singleValueContainer()

        // A failed Int read is expected for the word, so it is not an error here.
        guard let number: Int = try? container.decode(Int.self) else {
            self = try SightingCount.decodeManyWord(from: container)
            return
        }
        if number < 0 {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "A sighting count must not be negative, found \(number)")
        }
        self = .exactly(number)
    }
}
