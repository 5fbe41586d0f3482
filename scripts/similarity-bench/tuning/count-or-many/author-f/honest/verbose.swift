import Foundation

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        // A count is always one bare value: a number or a word.
        let countContainer: SingleValueDecodingContainer = try decoder.singleValueContainer()

        // First try to read the value as a whole number.
        var numberFromJson: Int? = nil
        do {
            numberFromJson = try countContainer.decode(Int.self)
        } catch {
            // Not a number; that is fine, it may still be the word "many".
            numberFromJson = nil
        }

        if let wholeNumber: Int = numberFromJson {
            // A number must not be negative.
            if wholeNumber < 0 {
                throw DecodingError.dataCorruptedError(
                    in: countContainer,
                    debugDescription: "A count cannot be negative, got \(wholeNumber)")
            }
            self = .exactly(wholeNumber)
            return
        }

        // Now read it as text (this throws for fractions, booleans, null and so on).
        let wordFromJson: String = try countContainer.decode(String.self)

        // Only the exact lower-case word "many" is allowed.
        if wordFromJson == "many" {
            self = .many
        } else {
            throw DecodingError.dataCorruptedError(
                in: countContainer,
                debugDescription: "Expected a whole number or \"many\", got \"\(wordFromJson)\"")
        }
    }

    func encode(to encoder: Encoder) throws {
        // Write one bare value, either the number or the word.
        var countContainer: SingleValueEncodingContainer = encoder.singleValueContainer()
        switch self {
        case .exactly(let wholeNumber):
            try countContainer.encode(wholeNumber)
        case .many:
            try countContainer.encode("many")
        }
    }
}
