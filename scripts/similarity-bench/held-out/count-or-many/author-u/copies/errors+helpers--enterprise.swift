import Foundation

// MARK: - Constants

/// Textual forms a sighting count can take in a document.
enum SightingCountTextualRepresentation {
    /// The single word the app writes when there were too many birds to count.
    static let manyKeyword: String = "many"
    /// The smallest sensible number of birds.
    static let minimumNumberOfBirds: Int = 0
}

// MARK: - Errors

/// Explicit error type: why a raw value is not an acceptable sighting count.
enum SightingCountValidationError: Error {
    case negativeNumberOfBirds(Int)
    case unrecognizedCountWord(String)

    var failureMessage: String {
        switch self {
        case .negativeNumberOfBirds(let numberOfBirds):
            return "A sighting count cannot be negative, found \(numberOfBirds)"
        case .unrecognizedCountWord(let word):
            return "A sighting count written as text must be \"\(SightingCountTextualRepresentation.manyKeyword)\", found \"\(word)\""
        }
    }
}

// MARK: - Services

/// Contract for a component that validates raw values and produces counts.
protocol SightingCountParsing {
    func parseCount(fromNumber numberOfBirds: Int) -> Result<SightingCount, SightingCountValidationError>
    func parseCount(fromText countText: String) -> Result<SightingCount, SightingCountValidationError>
}

/// Accepts exactly what the app writes: zero or more birds, or the word "many".
struct StrictSightingCountParser: SightingCountParsing {
    func parseCount(fromNumber numberOfBirds: Int) -> Result<SightingCount, SightingCountValidationError> {
        guard numberOfBirds >= SightingCountTextualRepresentation.minimumNumberOfBirds else {
            return .failure(.negativeNumberOfBirds(numberOfBirds))
        }
        return .success(.exactly(numberOfBirds))
    }

    func parseCount(fromText countText: String) -> Result<SightingCount, SightingCountValidationError> {
        // Case matters: "Many" is a hand edit, not the app's word.
        guard countText == SightingCountTextualRepresentation.manyKeyword else {
            return .failure(.unrecognizedCountWord(countText))
        }
        return .success(.many)
    }
}

// MARK: - Codable

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let parsingResult = try Self.readRawCount(from: container, using: StrictSightingCountParser())
        self = try Self.unwrap(parsingResult, in: container)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let numberOfBirds):
            try container.encode(numberOfBirds)
        case .many:
            try container.encode(SightingCountTextualRepresentation.manyKeyword)
        }
    }

    /// Reads a number if there is one, otherwise a string (which throws
    /// typeMismatch for fractions, booleans, null, arrays and objects).
    private static func readRawCount(
        from container: SingleValueDecodingContainer,
        using countParser: SightingCountParsing
    ) throws -> Result<SightingCount, SightingCountValidationError> {
        if let numberOfBirds = try? container.decode(Int.self) {
            return countParser.parseCount(fromNumber: numberOfBirds)
        }
        let countText = try container.decode(String.self)
        return countParser.parseCount(fromText: countText)
    }

    /// Turns a validation failure into the decoder's `dataCorrupted` error.
    private static func unwrap(
        _ parsingResult: Result<SightingCount, SightingCountValidationError>,
        in container: SingleValueDecodingContainer
    ) throws -> SightingCount {
        switch parsingResult {
        case .success(let parsedCount):
            return parsedCount
        case .failure(let validationError):
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: validationError.failureMessage)
        }
    }
}
