// expect-fail: compile
// Appends to `colors` one symbol at a time, but `colors` is a `let` that has
// no value yet: collect the colors in a local array and assign it once.
extension Card.Mana: Decodable {
    init(from decoder: Decoder) throws {
        let cost = try decoder.singleValueContainer().decode(String.self)
        for symbol in cost.dropFirst().dropLast().components(separatedBy: "}{") {
            if let color = Color(symbol: symbol) {
                colors.append(color)
            }
        }
    }
}
