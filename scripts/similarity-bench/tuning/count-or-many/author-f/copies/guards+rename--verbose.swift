import Foundation

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        // The count is a single JSON value, never an object or list.
        let bareValue: SingleValueDecodingContainer = try decoder.singleValueContainer()

        // Attempt the numeric reading first.
        var parsedAmount: Int? = nil
        do {
            parsedAmount = try bareValue.decode(Int.self)
        } catch {
            // Not numeric; the value might still be the word.
            parsedAmount = nil
        }

        // No number: then it has to be the exact word "many".
        guard let birdTotal: Int = parsedAmount else {
            // Reading text throws for fractions, true/false, null and containers.
            let spelledCount: String = try bareValue.decode(String.self)
            guard spelledCount == "many" else {
                throw DecodingError.dataCorruptedError(
                    in: bareValue,
                    debugDescription: "Expected a whole number or \"many\", got \"\(spelledCount)\"")
            }
            self = .many
            return
        }

        // Numbers below zero are not counts.
        guard birdTotal >= 0 else {
            throw DecodingError.dataCorruptedError(
                in: bareValue,
                debugDescription: "A count cannot be negative, got \(birdTotal)")
        }
        self = .exactly(birdTotal)
    }

    func encode(to encoder: Encoder) throws {
        // Emit the count as a bare number or the bare word.
        var bareOutput: SingleValueEncodingContainer = encoder.singleValueContainer()
        switch self {
        case .exactly(let birdTotal):
            try bareOutput.encode(birdTotal)
        case .many:
            try bareOutput.encode("many")
        }
    }
}
