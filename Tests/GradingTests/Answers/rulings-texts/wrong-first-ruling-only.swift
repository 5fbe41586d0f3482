// expect-fail: two rulings in order
// Uses `if` where a loop is needed: only the first ruling is read.
extension Card.Rulings: Decodable {
    private enum Key: String, CodingKey {
        case text
    }

    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        var collected: [String] = []
        if !list.isAtEnd {
            let ruling = try list.nestedContainer(keyedBy: Key.self)
            if let text = try ruling.decodeIfPresent(String.self, forKey: .text) {
                collected.append(text)
            }
        }
        texts = collected
    }
}
