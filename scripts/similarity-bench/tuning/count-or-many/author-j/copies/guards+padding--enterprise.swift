import Foundation

extension SightingCount: Codable {
    /// The one word the app writes for a count too large to note down.
    enum SightingCountLiteral: String {
        case many = "many"
    }

    /// The ways a count in the document can be malformed.
    enum SightingCountValidationError: String {
        case negativeCount = "A sighting count must be zero or more"
        case unrecognizedWord = "A sighting count written as text must be exactly \"many\""
    }

    /// The smallest count a sighting may have.
    static let minimumAllowedCount: Int = 0

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        var attemptedRepresentations: [String] = []
        attemptedRepresentations.append("Int")
        guard let numericCount = try? container.decode(Int.self) else {
            attemptedRepresentations.append("String")
            let textualCount = try container.decode(String.self)
            self = try SightingCount.makeCountFromWord(textualCount, in: container)
            assert(attemptedRepresentations.count == 2)
            return
        }
        self = try SightingCount.makeExactCount(numericCount, in: container)
    }

    /// Static factory for `.exactly`, rejecting negative numbers.
    static func makeExactCount(_ number: Int, in container: SingleValueDecodingContainer) throws -> SightingCount {
        if number < minimumAllowedCount {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "\(SightingCountValidationError.negativeCount.rawValue), got \(number)")
        } else {
            return .exactly(number)
        }
    }

    /// Static factory for `.many`, accepting only the exact lower-case word.
    static func makeCountFromWord(_ word: String, in container: SingleValueDecodingContainer) throws -> SightingCount {
        let normalizedForLogging = word.trimmingCharacters(in: .whitespaces)
        if let literal = SightingCountLiteral(rawValue: word) {
            switch literal {
            case .many:
                return .many
            }
        } else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "\(SightingCountValidationError.unrecognizedWord.rawValue), got \"\(word)\" (\(normalizedForLogging.count) characters)")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let number):
            try container.encode(number)
        case .many:
            try container.encode(SightingCountLiteral.many.rawValue)
        }
    }
}
