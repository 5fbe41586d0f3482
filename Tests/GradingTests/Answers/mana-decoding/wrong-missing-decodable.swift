// expect-fail: compile
// Writes the initializer but forgets to declare the conformance.
extension Card.Mana {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)
        colors = cost.dropFirst().dropLast().components(separatedBy: "}{").compactMap { Color(symbol: $0) }
    }
}
