// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: the texts are sorted alphabetically before they are stored, instead of keeping the order of the array.
// breaks only rule 3 because: the same texts are kept, one per ruling with text (4), all checks are unchanged (1, 2, 5, 6); only the order differs.
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
            let ruling = try list.nestedContainer(keyedBy: RulingKey.self)
            if let text = try ruling.decodeIfPresent(String.self, forKey: .text) {
                found.append(text)
            }
        }
        texts = found.sorted()
    }
}
