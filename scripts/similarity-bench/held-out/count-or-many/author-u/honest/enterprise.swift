import Foundation

// MARK: - Constants

/// The textual representations a sighting count can take in a document.
enum SightingCountTextualRepresentation {
    /// The only word the app writes: too many birds to count.
    static let manyKeyword: String = "many"
    /// The smallest number of birds that makes sense.
    static let minimumNumberOfBirds: Int = 0
}

// MARK: - Errors

/// Explicit error type describing why a raw value is not a valid sighting count.
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

/// Contract for a component that validates raw values and turns them into counts.
protocol SightingCountParsing {
    func parseCount(fromNumber numberOfBirds: Int) throws -> SightingCount
    func parseCount(fromText countText: String) throws -> SightingCount
}

/// Accepts only what the app writes: a number of zero or more, or exactly "many".
struct StrictSightingCountParser: SightingCountParsing {
    func parseCount(fromNumber numberOfBirds: Int) throws -> SightingCount {
        guard numberOfBirds >= SightingCountTextualRepresentation.minimumNumberOfBirds else {
            throw SightingCountValidationError.negativeNumberOfBirds(numberOfBirds)
        }
        return .exactly(numberOfBirds)
    }

    func parseCount(fromText countText: String) throws -> SightingCount {
        // Case sensitive on purpose: "Many" means the file was edited by hand.
        guard countText == SightingCountTextualRepresentation.manyKeyword else {
            throw SightingCountValidationError.unrecognizedCountWord(countText)
        }
        return .many
    }
}

// MARK: - Codable

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let countParser: SightingCountParsing = StrictSightingCountParser()

        do {
            // Not being an Int is an expected outcome here, so try? is fine.
            if let numberOfBirds = try? container.decode(Int.self) {
                self = try countParser.parseCount(fromNumber: numberOfBirds)
            } else {
                // Throws typeMismatch for fractions, booleans, null, arrays and objects.
                let countText = try container.decode(String.self)
                self = try countParser.parseCount(fromText: countText)
            }
        } catch let validationError as SightingCountValidationError {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: validationError.failureMessage)
        }
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
}
