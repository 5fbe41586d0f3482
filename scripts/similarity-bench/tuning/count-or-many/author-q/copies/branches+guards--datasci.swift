import Foundation

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        // first attempt: the count as a whole number
        // (try? on purpose: "many" failing as an Int is expected)
        if let countAsNumber = try? container.decode(Int.self) {
            // a count of birds can never be negative
            guard countAsNumber >= 0 else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "A count cannot be negative, got \(countAsNumber)")
            }
            self = .exactly(countAsNumber)
            return
        }

        // second attempt: the count as text; for fractions, booleans, null
        // and so on this throws its own DecodingError, which is fine
        let countAsText = try container.decode(String.self)

        // only the exact lower-case word written by the app is allowed
        switch countAsText {
        case "many":
            self = .many
        default:
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected a number or \"many\", got \"\(countAsText)\"")
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()

        // write the bare value: the number itself, or the word "many"
        if case .exactly(let numberOfBirds) = self {
            try container.encode(numberOfBirds)
        } else {
            try container.encode("many")
        }
    }
}
