// Reference answer, from Solutions/mana-decoding/answer.swift.
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
