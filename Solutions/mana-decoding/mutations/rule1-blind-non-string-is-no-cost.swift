// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: the string is read with try?, and a value that is not a string gives a cost with no colors instead of an error.
// breaks only rule 1 because: every string is handled exactly as before (2-6); only non-string values, which rule 1 alone covers, stop throwing.
extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let cost = try? container.decode(String.self) else {
            colors = []
            return
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
