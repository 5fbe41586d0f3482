// breaks: rule 6
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 6: an unknown or empty group throws DecodingError.typeMismatch ("not a mana symbol") instead of dataCorrupted.
// breaks only rule 6 because: a brace inside a piece (rule 2's stray or unclosed groups) is still refused with dataCorrupted first, known groups decode as before (3-5), non-strings throw (1).
extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)

        // "{3}{W}{W}" -> ["3", "W", "W"]: drop the opening brace, then cut
        // at every "}{" boundary by splitting on the closing braces.
        guard cost.hasPrefix("{"), cost.hasSuffix("}") else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Mana cost \"\(cost)\" is not a list of {symbol} groups."
            )
        }
        let symbols = cost.dropFirst().dropLast().components(separatedBy: "}{")

        if symbols.contains(where: { $0.contains("{") || $0.contains("}") }) {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Mana cost \"\(cost)\" has a stray brace.")
        }
        colors = try symbols.map { symbol in
            guard let color = Color(symbol: symbol) else {
                throw DecodingError.typeMismatch(Color.self, DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "Unknown mana symbol \"{\(symbol)}\" in \(cost)."
                ))
            }
            return color
        }
    }
}
