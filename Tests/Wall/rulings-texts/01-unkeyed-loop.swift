// style: while loop over an unkeyed container; nested containers
extension Card.Rulings: Decodable {
    private enum RulingKey: String, CodingKey {
        case text
    }

    init(from decoder: Decoder) throws {
        var array = try decoder.unkeyedContainer()
        var collected: [String] = []
        while !array.isAtEnd {
            let ruling = try array.nestedContainer(keyedBy: RulingKey.self)
            if let text = try ruling.decodeIfPresent(String.self, forKey: .text) {
                collected.append(text)
            }
        }
        texts = collected
    }
}
