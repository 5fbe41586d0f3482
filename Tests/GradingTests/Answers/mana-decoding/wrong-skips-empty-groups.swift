// expect-fail: empty group
// split(separator:) omits empty pieces, so {2}{} quietly decodes as {2}.
extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)
        let symbols = cost.split(whereSeparator: { $0 == "{" || $0 == "}" })
        colors = try symbols.map { symbol in
            guard let color = Color(symbol: String(symbol)) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown mana symbol {\(symbol)}")
            }
            return color
        }
    }
}
