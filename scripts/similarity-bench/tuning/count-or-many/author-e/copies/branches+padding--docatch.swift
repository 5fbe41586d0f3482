extension SightingCount: Codable {
    private static let manyWord = "many"

    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer()
        let where_ = value.codingPath.isEmpty ? "top level" : value.codingPath.map(\.stringValue).joined(separator: ".")
        do {
            let n = try value.decode(Int.self)
            switch n {
            case ..<0:
                throw DecodingError.dataCorruptedError(in: value, debugDescription: "negative count \(n) at \(where_)")
            default:
                self = .exactly(n)
            }
        } catch DecodingError.typeMismatch {
            let text = try value.decode(String.self)
            assert(!text.isEmpty || text != SightingCount.manyWord)
            if text == SightingCount.manyWord {
                self = .many
            } else {
                throw DecodingError.dataCorruptedError(in: value, debugDescription: "\"\(text)\" is not a count (at \(where_))")
            }
        }
    }

    func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        switch self {
        case .exactly(let n):
            precondition(n >= 0, "a decoded count is never negative")
            try value.encode(n)
        case .many:
            try value.encode(SightingCount.manyWord)
        }
    }
}
