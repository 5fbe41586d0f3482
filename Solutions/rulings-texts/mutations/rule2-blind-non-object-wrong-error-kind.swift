// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: an element that is not an object throws DecodingError.dataCorrupted instead of typeMismatch.
// breaks only rule 2 because: objects are read as before (3-6) and a non-array still throws typeMismatch (1); only the error kind for a non-object element changes.
extension Card.Rulings: Decodable {
    /// The one key of a ruling this model reads; "date" and anything else
    /// the API adds are never looked at.
    private enum RulingKey: String, CodingKey {
        case text
    }

    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        var found: [String] = []
        while !list.isAtEnd {
            // Opens the next ruling as an object and moves past it.
            let ruling: KeyedDecodingContainer<RulingKey>
            do {
                ruling = try list.nestedContainer(keyedBy: RulingKey.self)
            } catch {
                throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "a ruling must be an object"))
            }
            if let text = try ruling.decodeIfPresent(String.self, forKey: .text) {
                found.append(text)
            }
        }
        texts = found
    }
}
