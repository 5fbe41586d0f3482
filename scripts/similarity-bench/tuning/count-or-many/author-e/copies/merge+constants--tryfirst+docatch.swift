extension SightingCount: Codable {
    private static let manyWord = "many"
    private static let smallestCount = 0

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            guard number >= SightingCount.smallestCount else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "A count cannot be negative, got \(number)")
            }
            self = .exactly(number)
            return
        }
        let word = try container.decode(String.self)
        guard word == SightingCount.manyWord else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected a whole number or \"\(SightingCount.manyWord)\", got \"\(word)\"")
        }
        self = .many
    }

    func encode(to encoder: Encoder) throws {
        var value = encoder.singleValueContainer()
        if case .exactly(let n) = self {
            try value.encode(n)
        } else {
            try value.encode(SightingCount.manyWord)
        }
    }
}
