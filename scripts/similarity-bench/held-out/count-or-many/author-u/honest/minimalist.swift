extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer(), n = try? c.decode(Int.self)
        guard try n.map({ $0 >= 0 }) ?? (c.decode(String.self) == "many") else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "expected a count >= 0 or \"many\"")
        }
        self = n.map(Self.exactly) ?? .many
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        if case .exactly(let n) = self { try c.encode(n) } else { try c.encode("many") }
    }
}
