// expect-fail: all five colors
// Mixes up the letters: B is read as blue, and U is unknown.
extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)
        colors = try cost.dropFirst().dropLast().components(separatedBy: "}{").map { symbol -> Color in
            switch symbol.uppercased() {
            case "B": return .blue
            case "K": return .black
            default:
                guard let color = Color(symbol: symbol) else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown mana symbol {\(symbol)}")
                }
                return color
            }
        }
    }
}
