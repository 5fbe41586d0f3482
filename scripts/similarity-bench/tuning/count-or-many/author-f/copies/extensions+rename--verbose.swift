import Foundation

extension SightingCount: Decodable {
    init(from decoder: Decoder) throws {
        // The value in the JSON is one plain item.
        let plainValue: SingleValueDecodingContainer = try decoder.singleValueContainer()

        // Try reading an integer to begin with.
        var integerReading: Int? = nil
        do {
            integerReading = try plainValue.decode(Int.self)
        } catch {
            // Not an integer; it may still be the word.
            integerReading = nil
        }

        if let headCount: Int = integerReading {
            // Reject anything under zero.
            if headCount < 0 {
                throw DecodingError.dataCorruptedError(
                    in: plainValue,
                    debugDescription: "A count cannot be negative, got \(headCount)")
            }
            self = .exactly(headCount)
            return
        }

        // Read it as text; non-strings (fractions, booleans, null...) throw here.
        let textReading: String = try plainValue.decode(String.self)

        // The one accepted word, exactly in lower case.
        if textReading == "many" {
            self = .many
        } else {
            throw DecodingError.dataCorruptedError(
                in: plainValue,
                debugDescription: "Expected a whole number or \"many\", got \"\(textReading)\"")
        }
    }
}

extension SightingCount: Encodable {
    func encode(to encoder: Encoder) throws {
        // Produce a single plain item: the integer or the word.
        var plainOutput: SingleValueEncodingContainer = encoder.singleValueContainer()
        switch self {
        case .many:
            try plainOutput.encode("many")
        case .exactly(let headCount):
            try plainOutput.encode(headCount)
        }
    }
}
