private let theWord = "many"

private extension SingleValueDecodingContainer {
    /// The value as an `Int`, or nil when it is not a whole number.
    var integer: Int? { try? decode(Int.self) }

    func malformed(_ why: String) -> DecodingError {
        DecodingError.dataCorruptedError(in: self, debugDescription: why)
    }
}

private extension SingleValueDecodingContainer {
    func tally(fromInteger value: Int) throws -> SightingCount {
        guard value >= 0 else { throw malformed("negative count \(value)") }
        return .exactly(value)
    }

    func tally(fromText text: String) throws -> SightingCount {
        guard text == theWord else { throw malformed("unknown count word \"\(text)\"") }
        return .many
    }
}

private extension SightingCount {
    /// What the count looks like in JSON: a number or the word.
    var bareForm: Either<Int, String> {
        switch self {
        case let .exactly(value): return .left(value)
        case .many: return .right(theWord)
        }
    }
}

extension SightingCount: Decodable {
    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let value = single.integer {
            self = try single.tally(fromInteger: value)
        } else {
            self = try single.tally(fromText: single.decode(String.self))
        }
    }
}

extension SightingCount: Encodable {
    func encode(to encoder: Encoder) throws {
        try bareForm.encode(to: encoder)
    }
}
