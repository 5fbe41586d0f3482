// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: an element that is not an object is skipped (read as a throwaway value) instead of throwing typeMismatch.
// breaks only rule 2 because: objects are read exactly as before (3-6), a non-array still throws typeMismatch (1); only non-object elements, which rule 2 covers, are let through.
private struct SkippedElement: Decodable {
    init(from decoder: Decoder) throws {}
}

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
                _ = try list.decode(SkippedElement.self)
                continue
            }
            if let text = try ruling.decodeIfPresent(String.self, forKey: .text) {
                found.append(text)
            }
        }
        texts = found
    }
}
