// breaks: rule 6
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 6: groups that are no known symbol (the empty group included) are skipped with compactMap instead of throwing.
// breaks only rule 6 because: a brace left inside a piece (stray or unclosed, rule 2) is still refused first with dataCorrupted, known groups keep their order (3) and values (4, 5), non-strings throw (1).
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
        colors = symbols.compactMap { Color(symbol: $0) }
    }
}
