/// Why a raw value is not a valid sighting count.
enum SightingCountValidationError: Error {
    case negativeNumberOfBirds(Int)
    case unrecognizedCountWord(String)

    var failureMessage: String {
        switch self {
        case .negativeNumberOfBirds(let numberOfBirds):
            return "A sighting count cannot be negative, found \(numberOfBirds)"
        case .unrecognizedCountWord(let word):
            return "A sighting count written as text must be \"many\", found \"\(word)\""
        }
    }
}

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        let n: Int?
        do { n = try c.decode(Int.self) } catch { n = nil }
        let problem: SightingCountValidationError?
        if let n = n {
            problem = n >= 0 ? nil : .negativeNumberOfBirds(n)
        } else {
            let word = try c.decode(String.self)
            problem = word == "many" ? nil : .unrecognizedCountWord(word)
        }
        if let problem = problem {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: problem.failureMessage)
        }
        self = n.map(Self.exactly) ?? .many
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        if case .exactly(let n) = self { try c.encode(n) } else { try c.encode("many") }
    }
}
