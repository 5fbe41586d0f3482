// expect-fail: ruling without text
// Decodes the text with decode(_:forKey:), so a ruling without one throws
// keyNotFound instead of adding nothing.
extension Card.Rulings: Decodable {
    private enum Key: String, CodingKey {
        case text
    }

    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        var collected: [String] = []
        while !list.isAtEnd {
            let ruling = try list.nestedContainer(keyedBy: Key.self)
            collected.append(try ruling.decode(String.self, forKey: .text))
        }
        texts = collected
    }
}
