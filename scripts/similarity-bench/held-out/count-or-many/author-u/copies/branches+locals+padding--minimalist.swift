extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        let n = try? c.decode(Int.self)
        let ok = try n.map({ $0 >= 0 }) ?? (c.decode(String.self) == "many")
        let why = n == nil ? "expected \"many\"" : "expected a count >= 0"
        guard ok, !why.isEmpty else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: why)
        }
        self = n.map(Self.exactly) ?? .many
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .exactly(let n): try c.encode(n)
        case .many: try c.encode("many")
        }
    }
}
