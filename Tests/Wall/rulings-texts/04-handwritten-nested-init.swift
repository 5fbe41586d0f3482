// style: nested types with init(from:) written by hand; compactMap
extension Card.Rulings: Decodable {
    /// One element of the array: its text, if it has one.
    private struct Entry: Decodable {
        let text: String?

        private enum Keys: String, CodingKey {
            case text
        }

        init(from decoder: Decoder) throws {
            let fields = try decoder.container(keyedBy: Keys.self)
            text = try fields.decodeIfPresent(String.self, forKey: .text)
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        texts = try container.decode([Entry].self).compactMap { $0.text }
    }
}
