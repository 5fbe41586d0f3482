extension SightingCount: Codable {
    init(from d: Decoder) throws {
        let c = try d.singleValueContainer()
        if let n = try? c.decode(Int.self) {
            guard n >= 0 else { throw DecodingError.dataCorruptedError(in: c, debugDescription: "negative count \(n)") }
            self = .exactly(n); return
        }
        guard try c.decode(String.self) == "many" else { throw DecodingError.dataCorruptedError(in: c, debugDescription: "not \"many\"") }
        self = .many
    }

    func encode(to e: Encoder) throws {
        var c = e.singleValueContainer()
        if case .exactly(let n) = self { try c.encode(n) } else { try c.encode("many") }
    }
}
