import Foundation

// MARK: - SightingCount (Codable)

extension SightingCount: Codable {

    init(from decoder: Decoder) throws {
        let valueContainer = try decoder.singleValueContainer()

        if let wholeNumber = SightingCount.attemptIntegerDecoding(usingContainer: valueContainer) {
            if !SightingCount.isAcceptableBirdTally(wholeNumber) {
                throw DecodingError.dataCorruptedError(
                    in: valueContainer,
                    debugDescription: "A sighting count must not be negative, but it was \(wholeNumber).")
            }
            self = SightingCount.exactly(wholeNumber)
            return
        }

        // Not a whole number. The String attempt throws its own DecodingError for
        // fractions, booleans, null, arrays and objects.
        let textualValue: String = try valueContainer.decode(String.self)
        if SightingCount.isTooManyToCountWord(textualValue) {
            self = SightingCount.many
            return
        }

        throw DecodingError.dataCorruptedError(
            in: valueContainer,
            debugDescription: "A sighting count string must be \"many\", but it was \"\(textualValue)\".")
    }

    func encode(to encoder: Encoder) throws {
        var valueContainer = encoder.singleValueContainer()
        switch self {
        case .exactly(let birdTally):
            try valueContainer.encode(birdTally)
        case .many:
            try valueContainer.encode("many")
        }
    }

    // MARK: Private helpers

    private static func attemptIntegerDecoding(usingContainer valueContainer: SingleValueDecodingContainer) -> Int? {
        do {
            return try valueContainer.decode(Int.self)
        } catch {
            return nil
        }
    }

    private static func isAcceptableBirdTally(_ birdTally: Int) -> Bool {
        return birdTally >= 0
    }

    private static func isTooManyToCountWord(_ candidateWord: String) -> Bool {
        return candidateWord == "many"
    }
}
