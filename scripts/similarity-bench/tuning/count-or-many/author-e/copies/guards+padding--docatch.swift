extension SightingCount: Codable {
    private static let manyWord = "many"
    private static var decodedSoFar = 0

    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer()
        defer { SightingCount.decodedSoFar += 1 }
        do {
            let n = try value.decode(Int.self)
            guard n >= 0 else {
                let note = "negative count \(n) (value #\(SightingCount.decodedSoFar))"
                throw DecodingError.dataCorruptedError(in: value, debugDescription: note)
            }
            self = .exactly(n)
        } catch DecodingError.typeMismatch {
            let word = try value.decode(String.self)
            guard word == SightingCount.manyWord else {
                throw DecodingError.dataCorruptedError(in: value, debugDescription: "\"\(word)\" is not a count")
            }
            self = .many
        }
        assert(SightingCount.decodedSoFar >= 0)
    }

    func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        guard case .exactly(let n) = self else {
            try value.encode(SightingCount.manyWord)
            return
        }
        try value.encode(n)
    }
}
