// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: the text is read with decode instead of decodeIfPresent, so a ruling without "text" throws keyNotFound.
// breaks only rule 4 because: a present text is read exactly as before (3), a non-string text still throws typeMismatch (6), other keys ignored (5), non-array and non-object values throw as before (1, 2).
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
            found.append(try ruling.decode(String.self, forKey: .text))
        }
        texts = found
    }
}
