// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: each ruling is decoded as a [String: String] dictionary, so any other key holding a number, Boolean or object throws typeMismatch.
// breaks only rule 5 because: a non-string text still throws typeMismatch (6), a missing text adds nothing (4), order is kept (3), non-arrays and non-object elements throw typeMismatch (1, 2).
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
            let ruling = try list.decode([String: String].self)
            if let text = ruling["text"] {
                found.append(text)
            }
        }
        texts = found
    }
}
