private let manyWord = "many"

private extension SingleValueDecodingContainer {
    func corrupted(_ reason: String) -> DecodingError {
        DecodingError.dataCorruptedError(in: self, debugDescription: reason)
    }
}

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let wholeNumber = try? container.decode(Int.self)
        if let number = wholeNumber {
            guard number >= 0 else { throw container.corrupted("negative count \(number)") }
            self = .exactly(number)
        } else {
            let word = try container.decode(String.self)
            guard word == manyWord else { throw container.corrupted("unknown count word \"\(word)\"") }
            self = .many
        }
    }

    func encode(to encoder: Encoder) throws {
        let jsonValue: Either<Int, String>
        switch self {
        case let .exactly(number): jsonValue = .left(number)
        case .many: jsonValue = .right(manyWord)
        }
        try jsonValue.encode(to: encoder)
    }
}
