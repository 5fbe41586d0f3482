extension SightingCount: Codable {
    /// The texts a refused tally reports.
    private enum TallyText {
        static let negativePrefix = "a count is never negative, found "
        static let wordPrefix = "expected a number or \"many\", found \""
        static let wordSuffix = "\""
    }

    /// Why a well-typed value is still not a count.
    private enum TallyProblem: Error {
        case belowZero(Int)
        case strangeWord(String)

        var explanation: String {
            switch self {
            case .belowZero(let value):
                return TallyText.negativePrefix + String(value)
            case .strangeWord(let text):
                return TallyText.wordPrefix + text + TallyText.wordSuffix
            }
        }
    }

    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        let outcome: Result<SightingCount, TallyProblem>
        switch Result(catching: { try single.decode(Int.self) }) {
        case .success(let value):
            outcome = Self.tally(numeric: value)
        case .failure:
            // Not a whole number: the word is the only other shape. A value that
            // is not a string either fails here with the container's own error.
            outcome = Self.tally(word: try single.decode(String.self))
        }
        switch outcome {
        case .success(let tally):
            self = tally
        case .failure(let problem):
            throw DecodingError.dataCorruptedError(in: single, debugDescription: problem.explanation)
        }
    }

    func encode(to encoder: Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .exactly(let value):
            try single.encode(value)
        case .many:
            try single.encode("many")
        }
    }

    private static func tally(numeric value: Int) -> Result<SightingCount, TallyProblem> {
        value >= 0 ? .success(.exactly(value)) : .failure(.belowZero(value))
    }

    private static func tally(word text: String) -> Result<SightingCount, TallyProblem> {
        text == "many" ? .success(.many) : .failure(.strangeWord(text))
    }
}
