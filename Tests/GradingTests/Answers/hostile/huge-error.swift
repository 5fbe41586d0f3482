// exercise: mana-decoding
// expect: bounded "more characters"
struct Endless: Error, CustomStringConvertible {
    var description: String { String(repeating: "no mana today\n\u{1B}[2J", count: 2_000) }
}

extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let cost = try container.decode(String.self)
        if cost.isEmpty { colors = [] } else { throw Endless() }
    }
}
