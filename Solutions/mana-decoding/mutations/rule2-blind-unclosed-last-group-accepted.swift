// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: the closing brace at the end is dropped only when it is there, so an unclosed last group ({3}{W}{W) is accepted.
// breaks only rule 2 because: well-formed costs are cut exactly as before (3-6), text before the first group and stray braces still reach Color(symbol:) and throw dataCorrupted, non-strings throw (1); only the unclosed-group part of rule 2 is lost.
extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)

        // "{3}{W}{W}" -> ["3", "W", "W"]: drop the opening brace, then cut
        // at every "}{" boundary by splitting on the closing braces.
        guard cost.hasPrefix("{") else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Mana cost \"\(cost)\" is not a list of {symbol} groups."
            )
        }
        var inner = cost.dropFirst()
        if inner.hasSuffix("}") { inner = inner.dropLast() }
        let symbols = inner.components(separatedBy: "}{")

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
