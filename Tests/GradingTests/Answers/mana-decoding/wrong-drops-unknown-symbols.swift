// expect-fail: unknown letter
// Silently skips symbols it cannot read instead of throwing.
extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let cost = try decoder.singleValueContainer().decode(String.self)
        colors = cost
            .dropFirst()
            .dropLast()
            .components(separatedBy: "}{")
            .compactMap { Color(symbol: $0) }
    }
}
