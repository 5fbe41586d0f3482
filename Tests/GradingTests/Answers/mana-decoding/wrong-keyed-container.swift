// expect-fail: visible
// Asks for a keyed container out of habit; the cost is a plain string.
extension Card.Mana: Decodable {
    private enum ManaKeys: String, CodingKey {
        case manaCost
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: ManaKeys.self)
        let cost = try container.decode(String.self, forKey: .manaCost)
        colors = cost.dropFirst().dropLast().components(separatedBy: "}{").compactMap { Color(symbol: $0) }
    }
}
