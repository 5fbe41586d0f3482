// expect-fail: text that is a number
// Reads the text with try?, which hides a text of the wrong type instead of
// throwing typeMismatch.
extension Card.Rulings: Decodable {
    private enum Key: String, CodingKey {
        case text
    }

    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        var collected: [String] = []
        while !list.isAtEnd {
            let ruling = try list.nestedContainer(keyedBy: Key.self)
            if let text = try? ruling.decode(String.self, forKey: .text) {
                collected.append(text)
            }
        }
        texts = collected
    }
}
