// expect-fail: multi-digit colorless cost
// Reads the cost one character at a time, so {10} becomes 1 and 0.
extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)
        var result: [Color] = []
        for character in cost where character != "{" && character != "}" {
            guard let color = Color(symbol: String(character)) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown symbol \(character)")
            }
            result.append(color)
        }
        colors = result
    }
}
