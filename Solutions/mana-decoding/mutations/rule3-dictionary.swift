// breaks: rule 3
// Written from rule 3's text alone: one color per group, but not in the
// order of the groups (a Dictionary's order, which changes from run to run).
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

        // Wrong: the colors are kept by their position in a dictionary, and
        // its values come out in no particular order.
        var byPosition: [Int: Color] = [:]
        for (position, symbol) in symbols.enumerated() {
            guard let color = Color(symbol: symbol) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "Unknown mana symbol \"{\(symbol)}\" in \(cost)."
                )
            }
            byPosition[position] = color
        }
        colors = Array(byPosition.values)
    }
}
