// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: a group equal to the one before it is dropped, so {3}{W}{W} gives 3W instead of 3WW.
// breaks only rule 3 because: every group is still parsed and validated (2, 4, 5, 6: a bad group throws before anything is dropped), non-strings throw (1); only the one-color-per-group count is lost.
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

        let all: [Color] = try symbols.map { symbol in
            guard let color = Color(symbol: symbol) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "Unknown mana symbol \"{\(symbol)}\" in \(cost)."
                )
            }
            return color
        }
        var kept: [Color] = []
        for color in all where kept.last.map({ "\($0)" }) != "\(color)" {
            kept.append(color)
        }
        colors = kept
    }
}
