// style: reduce(into:); trailing closures
extension Card.Rulings: Decodable {
    private enum TextOnlyKey: CodingKey {
        case text
    }

    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        texts = try (0..<(list.count ?? 0)).reduce(into: [String]()) { texts, _ in
            let ruling = try list.nestedContainer(keyedBy: TextOnlyKey.self)
            if let text = try ruling.decodeIfPresent(String.self, forKey: .text) {
                texts.append(text)
            }
        }
    }
}
