// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: a JSON whole number is accepted as a generic cost (3 reads as {3}) instead of throwing.
// breaks only rule 1 because: strings go through the unchanged parsing (2-6); only number values, which rule 1 covers, are wrongly accepted (other non-strings still throw typeMismatch).
extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost: String
        if let amount = try? container.decode(Int.self) {
            cost = "{\(amount)}"
        } else {
            cost = try container.decode(String.self)
        }

        // "{3}{W}{W}" -> ["3", "W", "W"]: drop the opening brace, then cut
        // at every "}{" boundary by splitting on the closing braces.
        guard cost.hasPrefix("{"), cost.hasSuffix("}") else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Mana cost \"\(cost)\" is not a list of {symbol} groups."
            )
        }
        let symbols = cost.dropFirst().dropLast().components(separatedBy: "}{")

        colors = try symbols.map { symbol in
            guard let color = Color(symbol: symbol) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "Unknown mana symbol \"{\(symbol)}\" in \(cost)."
                )
            }
            return color
        }
    }
}
