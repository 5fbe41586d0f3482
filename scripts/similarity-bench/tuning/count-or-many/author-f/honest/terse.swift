private let manyWord = "many"

private extension SingleValueDecodingContainer {
    func attempt<T: Decodable>(_: T.Type) -> T? { try? decode(T.self) }

    func corrupt(_ why: String) -> DecodingError {
        .dataCorruptedError(in: self, debugDescription: why)
    }
}

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer()
        if let n = value.attempt(Int.self) {
            guard n >= 0 else { throw value.corrupt("negative count \(n)") }
            self = .exactly(n)
            return
        }
        let word = try value.decode(String.self)
        guard word == manyWord else { throw value.corrupt("unknown count \"\(word)\"") }
        self = .many
    }

    func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        switch self {
        case .exactly(let n): try value.encode(n)
        case .many: try value.encode(manyWord)
        }
    }
}
