import Foundation

// MARK: - SightingCount (Codable)

extension SightingCount: Codable {

    /// The only word the app ever writes instead of a number.
    static let manyStringRepresentation: String = "many"

    init(from decoder: Decoder) throws {
        let singleValueContainer = try decoder.singleValueContainer()

        let decodedInteger: Int? = SightingCount.decodeIntegerIfPossible(fromContainer: singleValueContainer)
        if decodedInteger != nil {
            if !SightingCount.isValidExactCount(decodedInteger!) {
                throw DecodingError.dataCorruptedError(
                    in: singleValueContainer,
                    debugDescription: "A sighting count must not be negative, but it was \(decodedInteger!).")
            }
            self = SightingCount.exactly(decodedInteger!)
            return
        }

        // Not a whole number. The String attempt throws its own DecodingError for
        // fractions, booleans, null, arrays and objects.
        let decodedString: String = try singleValueContainer.decode(String.self)
        if SightingCount.isManyStringRepresentation(decodedString) {
            self = SightingCount.many
            return
        }

        throw DecodingError.dataCorruptedError(
            in: singleValueContainer,
            debugDescription: "A sighting count string must be \"\(SightingCount.manyStringRepresentation)\", but it was \"\(decodedString)\".")
    }

    func encode(to encoder: Encoder) throws {
        var singleValueContainer = encoder.singleValueContainer()
        switch self {
        case .exactly(let exactCount):
            try singleValueContainer.encode(exactCount)
        case .many:
            try singleValueContainer.encode(SightingCount.manyStringRepresentation)
        }
    }

    // MARK: Private helpers

    private static func decodeIntegerIfPossible(fromContainer singleValueContainer: SingleValueDecodingContainer) -> Int? {
        do {
            return try singleValueContainer.decode(Int.self)
        } catch {
            return nil
        }
    }

    private static func isValidExactCount(_ exactCount: Int) -> Bool {
        return exactCount >= 0
    }

    private static func isManyStringRepresentation(_ candidateString: String) -> Bool {
        return candidateString == SightingCount.manyStringRepresentation
    }
}
