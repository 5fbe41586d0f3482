import Foundation

extension SightingCount: Codable {

    /// The only word the app writes for a count that was too big to count.
    private static let manyLiteral: String = "many"

    init(from decoder: Decoder) throws {
        let container: SingleValueDecodingContainer = try decoder.singleValueContainer()

        // A failed Int read is expected for the word, so it is not an error here.
        if let number: Int = try? container.decode(Int.self) {
            try SightingCount.validateNonNegative(number, in: container)
            self = .exactly(number)
            return
        }

        let word: String = try container.decode(String.self)
        try SightingCount.validateManyWord(word, in: container)
        self = .many
    }

    func encode(to encoder: Encoder) throws {
        var container: SingleValueEncodingContainer = encoder.singleValueContainer()
        switch self {
        case .exactly(let number):
            try container.encode(number)
        case .many:
            try container.encode(SightingCount.manyLiteral)
        }
    }

    /// Validation: a count is never negative.
    private static func validateNonNegative(_ number: Int, in container: SingleValueDecodingContainer) throws {
        if number < 0 {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "A sighting count must not be negative, found \(number)")
        }
    }

    /// Validation: the only accepted word is "many", in lower case.
    private static func validateManyWord(_ word: String, in container: SingleValueDecodingContainer) throws {
        if word != manyLiteral {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected \"\(manyLiteral)\" but found \"\(word)\"")
        }
    }
}
