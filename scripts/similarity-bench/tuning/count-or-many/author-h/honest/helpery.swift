private let manyWord = "many"

private extension SingleValueDecodingContainer {
    /// The value as an `Int`, or nil when it is not a whole number.
    var wholeNumber: Int? { try? decode(Int.self) }

    func corrupted(_ reason: String) -> DecodingError {
        DecodingError.dataCorruptedError(in: self, debugDescription: reason)
    }

    func count(from number: Int) throws -> SightingCount {
        guard number >= 0 else { throw corrupted("negative count \(number)") }
        return .exactly(number)
    }

    func count(fromWord word: String) throws -> SightingCount {
        guard word == manyWord else { throw corrupted("unknown count word \"\(word)\"") }
        return .many
    }
}

private extension SightingCount {
    /// What the count looks like in JSON: a number or the word.
    var jsonValue: Either<Int, String> {
        switch self {
        case let .exactly(number): return .left(number)
        case .many: return .right(manyWord)
        }
    }
}

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = container.wholeNumber {
            self = try container.count(from: number)
        } else {
            self = try container.count(fromWord: container.decode(String.self))
        }
    }

    func encode(to encoder: Encoder) throws {
        try jsonValue.encode(to: encoder)
    }
}
