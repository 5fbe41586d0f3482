// style: final class; defer
extension Card.Rulings: Decodable {
    /// Gathers texts while the array is read.
    private final class TextCollector {
        private(set) var texts: [String] = []
        private(set) var rulingsSeen = 0

        func read(_ ruling: KeyedDecodingContainer<TextKey>) throws {
            defer { rulingsSeen += 1 }
            if let text = try ruling.decodeIfPresent(String.self, forKey: .text) {
                texts.append(text)
            }
        }
    }

    private enum TextKey: CodingKey {
        case text
    }

    init(from decoder: Decoder) throws {
        var unkeyed = try decoder.unkeyedContainer()
        let collector = TextCollector()
        while !unkeyed.isAtEnd {
            try collector.read(unkeyed.nestedContainer(keyedBy: TextKey.self))
        }
        texts = collector.texts
    }
}
