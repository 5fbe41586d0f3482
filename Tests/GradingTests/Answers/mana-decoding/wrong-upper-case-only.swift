// expect-fail: lower-case letters
// Its own lookup table only knows upper-case letters.
extension Card.Mana: Decodable {
    private static let byLetter: [String: Color] = [
        "X": .extra, "W": .white, "U": .blue, "B": .black, "R": .red, "G": .green,
    ]

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)
        let symbols = cost.dropFirst().dropLast().components(separatedBy: "}{")
        colors = try symbols.map { symbol in
            if let amount = Int(symbol) {
                return .colorless(amount)
            }
            guard let color = Card.Mana.byLetter[symbol] else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown mana symbol {\(symbol)}")
            }
            return color
        }
    }
}
