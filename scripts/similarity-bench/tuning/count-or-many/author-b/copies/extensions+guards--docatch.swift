extension SightingCount {
    fileprivate static let manyWord = "many"
}

extension SightingCount: Encodable {
    func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        guard case .exactly(let n) = self else {
            try value.encode(Self.manyWord)
            return
        }
        try value.encode(n)
    }
}

extension SightingCount: Decodable {
    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer()
        do {
            let n = try value.decode(Int.self)
            guard n >= 0 else {
                throw DecodingError.dataCorruptedError(in: value, debugDescription: "negative count \(n)")
            }
            self = .exactly(n)
        } catch DecodingError.typeMismatch {
            // Not a number at all: the only other thing allowed is the word.
            let word = try value.decode(String.self)
            guard word == Self.manyWord else {
                throw DecodingError.dataCorruptedError(
                    in: value, debugDescription: "\"\(word)\" is neither a count nor \"many\"")
            }
            self = .many
        }
    }
}
