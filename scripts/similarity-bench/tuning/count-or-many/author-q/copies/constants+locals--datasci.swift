import Foundation

// the one word the app writes when there were too many birds to count
private let tooManyToCountWord = "many"
private let smallestValidCount = 0

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        // first attempt: the count as a whole number
        // (try? on purpose: "many" failing as an Int is expected)
        let countAsNumber = try? container.decode(Int.self)
        if let countAsNumber {
            // a count of birds can never be negative
            if countAsNumber < smallestValidCount {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "A count cannot be negative, got \(countAsNumber)")
            }
            self = .exactly(countAsNumber)
            return
        }

        // second attempt: the count as text; for fractions, booleans, null
        // and so on this throws its own DecodingError, which is fine
        // only the exact lower-case word written by the app is allowed
        let countAsText = try container.decode(String.self)
        let isTheManyWord = countAsText == tooManyToCountWord
        if isTheManyWord {
            self = .many
        } else {
            let problemDescription = "Expected a number or \"\(tooManyToCountWord)\", got \"\(countAsText)\""
            throw DecodingError.dataCorruptedError(in: container, debugDescription: problemDescription)
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()

        // write the bare value: the number itself, or the word "many"
        switch self {
        case .exactly(let numberOfBirds):
            try container.encode(numberOfBirds)
        case .many:
            try container.encode(tooManyToCountWord)
        }
    }
}
