// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: a ruling without "text" adds an empty string to texts.
// breaks only rule 4 because: present texts are read in order (3), non-string texts throw (6), other keys ignored (5), array and object checks unchanged (1, 2).
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
            found.append(try ruling.decodeIfPresent(String.self, forKey: .text) ?? "")
        }
        texts = found
    }
}
