// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: a string that does not start with { and end with } throws DecodingError.typeMismatch instead of dataCorrupted.
// breaks only rule 2 because: clean costs decode as before (3-5), bad groups inside a clean outline still throw dataCorrupted (6), non-strings still throw typeMismatch (1).
extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)

        // "{3}{W}{W}" -> ["3", "W", "W"]: drop the opening brace, then cut
        // at every "}{" boundary by splitting on the closing braces.
        guard cost.hasPrefix("{"), cost.hasSuffix("}") else {
            throw DecodingError.typeMismatch(Card.Mana.self, DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Mana cost \"\(cost)\" is not a list of {symbol} groups."
            ))
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
