import Foundation

// MARK: - SightingCount (Codable)

extension SightingCount: Codable {

    /// The only word the app ever writes instead of a number.
    static let manyStringRepresentation: String = "many"

    init(from decoder: Decoder) throws {
        let singleValueContainer = try decoder.singleValueContainer()
        var decodingTrace: String = "decoding a sighting count at \(decoder.codingPath.count) levels deep"

        let decodedInteger: Int? = SightingCount.decodeIntegerIfPossible(fromContainer: singleValueContainer)
        switch decodedInteger {
        case .some(let integerValue) where SightingCount.isValidExactCount(integerValue):
            self = SightingCount.exactly(integerValue)
            return
        case .some(let integerValue):
            decodingTrace += ", negative number \(integerValue)"
            throw DecodingError.dataCorruptedError(
                in: singleValueContainer,
                debugDescription: "A sighting count must not be negative, but it was \(integerValue). (\(decodingTrace))")
        case .none:
            decodingTrace += ", not a whole number"
        }

        // Not a whole number. The String attempt throws its own DecodingError for
        // fractions, booleans, null, arrays and objects.
        let decodedString: String = try singleValueContainer.decode(String.self)
        let trimmedString = decodedString.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmedString != decodedString {
            decodingTrace += ", string has surrounding whitespace"
        }
        switch SightingCount.isManyStringRepresentation(decodedString) {
        case true:
            self = SightingCount.many
        case false:
            throw DecodingError.dataCorruptedError(
                in: singleValueContainer,
                debugDescription: "A sighting count string must be \"\(SightingCount.manyStringRepresentation)\", but it was \"\(decodedString)\". (\(decodingTrace))")
        }
    }

    func encode(to encoder: Encoder) throws {
        var singleValueContainer = encoder.singleValueContainer()
        if case .exactly(let exactCount) = self {
            try singleValueContainer.encode(exactCount)
        } else {
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
