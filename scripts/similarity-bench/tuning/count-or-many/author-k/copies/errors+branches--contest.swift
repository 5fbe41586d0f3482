extension SightingCount: Codable {
    init(from d: Decoder) throws {
        let c = try d.singleValueContainer()
        let n: Int
        do { n = try c.decode(Int.self) } catch {
            guard try c.decode(String.self) == "many" else { throw DecodingError.dataCorruptedError(in: c, debugDescription: "not \"many\"") }
            self = .many; return
        }
        guard n >= 0 else { throw DecodingError.dataCorruptedError(in: c, debugDescription: "negative count \(n)") }
        self = .exactly(n)
    }

    func encode(to e: Encoder) throws {
        var c = e.singleValueContainer()
        switch self { case .exactly(let n): try c.encode(n); case .many: try c.encode("many") }
    }
}
