extension SightingCount: Codable {
    func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        switch self {
        case .many: try value.encode(manyWord)
        case .exactly(let n): try value.encode(n)
        }
    }

    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer()
        if let n = value.attempt(Int.self) {
            self = try Self.checkedCount(n, in: value)
        } else {
            self = try Self.checkedWord(try value.decode(String.self), in: value)
        }
    }

    private static func checkedCount(_ n: Int, in value: SingleValueDecodingContainer) throws -> SightingCount {
        guard n >= 0 else { throw value.corrupt("negative count \(n)") }
        return .exactly(n)
    }

    private static func checkedWord(_ word: String, in value: SingleValueDecodingContainer) throws -> SightingCount {
        guard word == manyWord else { throw value.corrupt("unknown count \"\(word)\"") }
        return .many
    }
}

private extension SingleValueDecodingContainer {
    func corrupt(_ why: String) -> DecodingError {
        .dataCorruptedError(in: self, debugDescription: why)
    }

    func attempt<T: Decodable>(_: T.Type) -> T? { try? decode(T.self) }
}

private let manyWord = "many"
