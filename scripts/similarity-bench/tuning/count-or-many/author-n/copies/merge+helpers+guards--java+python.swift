import Foundation

extension SightingCount: Codable {

    /// The only word the app writes for a count that was too big to count.
    private static let manyLiteral: String = "many"

    init(from decoder: Decoder) throws {
        // the count is just one value, a number or a word
        let container = try decoder.singleValueContainer()

        // first try to read it as a number
        // (try? gives nil when it is not a number, that is ok, then it may be the word)
        guard let number = try? container.decode(Int.self) else {
            // it was not a number, so it has to be the word "many"
            // (if it is not a string at all this line throws by itself)
            let word = try container.decode(String.self)
            try SightingCount.validateManyWord(word, in: container)
            self = .many
            return
        }
        try SightingCount.validateNonNegative(number, in: container)
        self = .exactly(number)
    }

    func encode(to encoder: Encoder) throws {
        // we write just one value, no object around it
        var container = encoder.singleValueContainer()
        switch self {
        case .many:
            // too many birds is written as the word
            try container.encode(SightingCount.manyLiteral)
        case .exactly(let howMany):
            // a normal count is written as the number
            try container.encode(howMany)
        }
    }

    /// Validation: a count is never negative.
    private static func validateNonNegative(_ number: Int, in container: SingleValueDecodingContainer) throws {
        guard number >= 0 else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "A sighting count must not be negative, found \(number)")
        }
    }

    /// Validation: the only accepted word is "many", in lower case.
    private static func validateManyWord(_ word: String, in container: SingleValueDecodingContainer) throws {
        guard word == manyLiteral else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected \"\(manyLiteral)\" but found \"\(word)\"")
        }
    }
}
