import Foundation

// MARK: - Codable

extension SightingCount: Codable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .many:
            try container.encode("many")
        case .exactly(let numberOfBirds):
            try container.encode(numberOfBirds)
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()

        do {
            // A value that is not an Int is expected here, hence try?.
            if let numberOfBirds = try? container.decode(Int.self) {
                self = try StrictSightingCountParser().parseCount(fromNumber: numberOfBirds)
            } else {
                // typeMismatch for fractions, booleans, null, arrays and objects.
                self = try StrictSightingCountParser().parseCount(fromText: try container.decode(String.self))
            }
        } catch let validationError as SightingCountValidationError {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: validationError.failureMessage)
        }
    }
}

// MARK: - Services

/// Only what the app writes is accepted: zero or more birds, or exactly "many".
struct StrictSightingCountParser: SightingCountParsing {
    func parseCount(fromText countText: String) throws -> SightingCount {
        // Case sensitive: "Many" is a hand edit.
        guard countText == "many" else {
            throw SightingCountValidationError.unrecognizedCountWord(countText)
        }
        return .many
    }

    func parseCount(fromNumber numberOfBirds: Int) throws -> SightingCount {
        guard numberOfBirds >= 0 else {
            throw SightingCountValidationError.negativeNumberOfBirds(numberOfBirds)
        }
        return .exactly(numberOfBirds)
    }
}

/// Contract for a component that validates raw values and turns them into counts.
protocol SightingCountParsing {
    func parseCount(fromText countText: String) throws -> SightingCount
    func parseCount(fromNumber numberOfBirds: Int) throws -> SightingCount
}

// MARK: - Errors

/// Explicit error type describing why a raw value is not a valid sighting count.
enum SightingCountValidationError: Error {
    case unrecognizedCountWord(String)
    case negativeNumberOfBirds(Int)

    var failureMessage: String {
        switch self {
        case .unrecognizedCountWord(let word):
            return "A sighting count written as text must be \"many\", found \"\(word)\""
        case .negativeNumberOfBirds(let numberOfBirds):
            return "A sighting count cannot be negative, found \(numberOfBirds)"
        }
    }
}
