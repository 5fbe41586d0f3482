extension SightingCount: Codable {
    private static let word = "many"

    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer()
        let bad = { (why: String) in DecodingError.dataCorruptedError(in: value, debugDescription: why) }

        if let n = try? value.decode(Int.self) {
            guard n >= 0 else { throw bad("\(n) is negative") }
            self = .exactly(n)
        } else {
            let text = try value.decode(String.self)
            guard text == Self.word else { throw bad("\"\(text)\" is not a count") }
            self = .many
        }
    }

    private var number: Int? {
        if case .exactly(let n) = self { return n }
        return nil
    }

    func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        try number.map { try value.encode($0) } ?? value.encode(Self.word)
    }
}
