import Foundation

extension SightingCount: Codable {
    // The only word the app ever writes for a count.
    static let tooManyToCountWord: String = "many"
    // The smallest count that makes sense.
    static let smallestAllowedCount: Int = 0

    init(from decoder: Decoder) throws {
        // A count is always one bare value: a number or a word.
        let countContainer: SingleValueDecodingContainer = try decoder.singleValueContainer()
        let locationDescription: String = decoder.codingPath.isEmpty
            ? "the top level"
            : decoder.codingPath.map { $0.stringValue }.joined(separator: ".")

        // First try to read the value as a whole number.
        var numberFromJson: Int? = nil
        var numberAttemptFailed: Bool = false
        do {
            numberFromJson = try countContainer.decode(Int.self)
        } catch {
            // Not a number; that is fine, it may still be the word "many".
            numberFromJson = nil
            numberAttemptFailed = true
        }
        assert(numberAttemptFailed == (numberFromJson == nil), "either a number or a failed attempt")

        if let wholeNumber: Int = numberFromJson {
            // A number must not be negative.
            if wholeNumber < SightingCount.smallestAllowedCount {
                throw DecodingError.dataCorruptedError(
                    in: countContainer,
                    debugDescription: "A count cannot be negative, got \(wholeNumber) at \(locationDescription)")
            }
            self = .exactly(wholeNumber)
            return
        }

        // Now read it as text (this throws for fractions, booleans, null and so on).
        let wordFromJson: String = try countContainer.decode(String.self)

        // Only the exact lower-case word "many" is allowed.
        if wordFromJson == SightingCount.tooManyToCountWord {
            self = .many
        } else {
            throw DecodingError.dataCorruptedError(
                in: countContainer,
                debugDescription: "Expected a whole number or \"\(SightingCount.tooManyToCountWord)\", got \"\(wordFromJson)\" at \(locationDescription)")
        }
    }

    func encode(to encoder: Encoder) throws {
        // Write one bare value, either the number or the word.
        var countContainer: SingleValueEncodingContainer = encoder.singleValueContainer()
        switch self {
        case .exactly(let wholeNumber):
            precondition(wholeNumber >= SightingCount.smallestAllowedCount, "a stored count is never negative")
            try countContainer.encode(wholeNumber)
        case .many:
            try countContainer.encode(SightingCount.tooManyToCountWord)
        }
    }
}
