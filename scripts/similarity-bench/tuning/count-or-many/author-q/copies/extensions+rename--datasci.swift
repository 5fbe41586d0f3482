import Foundation

extension SightingCount: Codable {}

extension SightingCount {
    func encode(to encoder: Encoder) throws {
        var valueBox = encoder.singleValueContainer()

        // write the bare value: the number itself, or the word "many"
        switch self {
        case .exactly(let birdTotal):
            try valueBox.encode(birdTotal)
        case .many:
            try valueBox.encode("many")
        }
    }
}

extension SightingCount {
    init(from decoder: Decoder) throws {
        let valueBox = try decoder.singleValueContainer()

        // first attempt: the count as a whole number
        // (try? on purpose: "many" failing as an Int is expected)
        if let parsedTotal = try? valueBox.decode(Int.self) {
            // a count of birds can never be negative
            if parsedTotal < 0 {
                throw DecodingError.dataCorruptedError(
                    in: valueBox,
                    debugDescription: "A count cannot be negative, got \(parsedTotal)")
            }
            self = .exactly(parsedTotal)
            return
        }

        // second attempt: the count as text; for fractions, booleans, null
        // and so on this throws its own DecodingError, which is fine
        let parsedWord = try valueBox.decode(String.self)

        // only the exact lower-case word written by the app is allowed
        if parsedWord == "many" {
            self = .many
        } else {
            throw DecodingError.dataCorruptedError(
                in: valueBox,
                debugDescription: "Expected a number or \"many\", got \"\(parsedWord)\"")
        }
    }
}
