/// A value that is either a plain non-negative number or one reserved word,
/// written in JSON as the bare number or the bare word.
/// Conformers only name the word and the cases; the coding is shared.
protocol NumberOrKeyword {
    static var keyword: String { get }
    static var keywordCase: Self { get }
    static func exactly(_ number: Int) -> Self
    var number: Int? { get }
}

extension NumberOrKeyword {
    static func decodeNumberOrKeyword(from decoder: Decoder) throws -> Self {
        let container = try decoder.singleValueContainer()

        // A number is the common case. Failing to read one is expected
        // (it may be the keyword), so the failure is just a branch.
        switch Result(catching: { try container.decode(Int.self) }) {
        case .success(let number) where number < 0:
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "A count cannot be negative: \(number)")
        case .success(let number):
            return .exactly(number)
        case .failure:
            break
        }

        // Not a number: it must be the keyword, spelled exactly.
        // A fraction, a Bool or null makes this decode throw, which is what we want.
        let word = try container.decode(String.self)
        switch word {
        case keyword:
            return keywordCase
        default:
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected a number or \"\(keyword)\", found \"\(word)\"")
        }
    }

    func encodeNumberOrKeyword(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch number {
        case .some(let number):
            try container.encode(number)
        case .none:
            try container.encode(Self.keyword)
        }
    }
}

extension SightingCount: NumberOrKeyword {
    static let keyword = "many"
    static var keywordCase: SightingCount { .many }

    var number: Int? {
        switch self {
        case let .exactly(number): return number
        case .many: return nil
        }
    }
}

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        self = try Self.decodeNumberOrKeyword(from: decoder)
    }

    func encode(to encoder: Encoder) throws {
        try encodeNumberOrKeyword(to: encoder)
    }
}
