extension SightingCount: Codable {
    /// The one word the app writes for a count too large to count.
    private static let manyWord = "many"

    /// Why a well-typed value is still not a count.
    private enum CountError: Error {
        case negative(Int)
        case unknownWord(String)

        var message: String {
            switch self {
            case .negative(let number):
                return "a count is never negative, found \(number)"
            case .unknownWord(let word):
                return "expected a number or \"\(SightingCount.manyWord)\", found \"\(word)\""
            }
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let parsed: Result<SightingCount, CountError>
        switch Result(catching: { try container.decode(Int.self) }) {
        case .success(let number):
            parsed = Self.count(fromNumber: number)
        case .failure:
            // Not a whole number: the word is the only other shape. A value that
            // is not a string either fails here with the container's own error.
            parsed = Self.count(fromWord: try container.decode(String.self))
        }
        switch parsed {
        case .success(let count):
            self = count
        case .failure(let error):
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.message)
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .exactly(let number):
            try container.encode(number)
        case .many:
            try container.encode(Self.manyWord)
        }
    }

    private static func count(fromNumber number: Int) -> Result<SightingCount, CountError> {
        number >= 0 ? .success(.exactly(number)) : .failure(.negative(number))
    }

    private static func count(fromWord word: String) -> Result<SightingCount, CountError> {
        word == manyWord ? .success(.many) : .failure(.unknownWord(word))
    }
}
