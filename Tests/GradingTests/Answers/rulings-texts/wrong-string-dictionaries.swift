// expect-fail: other keys with numbers
// Decodes every ruling as [String: String], so a number under any other key
// stops the decoding with typeMismatch although only the text is wanted.
extension Card.Rulings: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        texts = try container.decode([[String: String]].self).compactMap { $0["text"] }
    }
}
