/// A value that is either a plain non-negative number or one reserved word,
/// written in JSON as the bare number or the bare word.
protocol NumberOrKeyword {
    static var keyword: String { get }
    static var keywordCase: Self { get }
    static func exactly(_ number: Int) -> Self
    var number: Int? { get }
}

extension NumberOrKeyword {
    /// Reads the value as the keyword, and nothing else.
    static func keywordValue(in container: SingleValueDecodingContainer) throws -> Self {
        let word: String = try container.decode(String.self)
        if word != keyword {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "A sighting count is a number or \"\(keyword)\", but found \"\(word)\".")
        }
        return keywordCase
    }

    /// Turns a decoded number into a value, refusing negative numbers.
    static func numberValue(_ number: Int, in container: SingleValueDecodingContainer) throws -> Self {
        if number < 0 {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "A sighting count cannot be negative, but found \(number).")
        }
        return .exactly(number)
    }
}

extension SightingCount: NumberOrKeyword {
    static let keyword = "many"
    static var keywordCase: SightingCount { .many }

    var number: Int? {
        guard case let .exactly(number) = self else { return nil }
        return number
    }
}

/// Reading and writing a `SightingCount` as one bare JSON value.
extension SightingCount: Codable {

    /// Creates a count from one JSON value.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a negative number or for any
    ///   string other than `"many"`, and the container's own `DecodingError`
    ///   for any other kind of value (a fraction, `true`, `null`, ...).
    internal init(from decoder: Decoder) throws {
        let container: SingleValueDecodingContainer = try decoder.singleValueContainer()
        // When the value is the word, reading a number fails, and that is expected.
        let number: Int? = try? container.decode(Int.self)

        if let number = number {
            self = try SightingCount.numberValue(number, in: container)
        } else {
            self = try SightingCount.keywordValue(in: container)
        }
    }

    /// Writes this count as a bare JSON number or the bare string `"many"`.
    internal func encode(to encoder: Encoder) throws {
        var container: SingleValueEncodingContainer = encoder.singleValueContainer()
        switch self {
        case .exactly(let number):
            try container.encode(number)
        case .many:
            try container.encode(SightingCount.keyword)
        }
    }
}
