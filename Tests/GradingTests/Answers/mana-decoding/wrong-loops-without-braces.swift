// expect-fail: symbols without braces
// Scans for "}" but never advances when a group has no closing brace.
extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        let s = try c.decode(String.self)
        var rest = Substring(s); var out: [Color] = []
        while !rest.isEmpty {
            guard let close = rest.firstIndex(of: "}") else { continue }
            guard let col = Color(symbol: String(rest[rest.index(after: rest.startIndex)..<close])) else {
                throw DecodingError.dataCorruptedError(in: c, debugDescription: "bad") }
            out.append(col); rest = rest[rest.index(after: close)...]
        }
        colors = out
    }
}
