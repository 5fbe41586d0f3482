// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: the groups are picked out with a little scanner that ignores every character outside braces, so text around the groups, a stray } and an unclosed last group are silently skipped.
// breaks only rule 2 because: each group found is still mapped in order (3) through Color(symbol:) (4, 5), unknown and empty groups still throw dataCorrupted (6), non-strings still throw (1).
extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)

        // "{3}{W}{W}" -> ["3", "W", "W"]: drop the opening brace, then cut
        // at every "}{" boundary by splitting on the closing braces.
        var symbols: [String] = []
        var current: String? = nil
        for character in cost {
            if character == "{" {
                current = ""
            } else if character == "}" {
                if let symbol = current { symbols.append(symbol) }
                current = nil
            } else if current != nil {
                current!.append(character)
            }
        }

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
