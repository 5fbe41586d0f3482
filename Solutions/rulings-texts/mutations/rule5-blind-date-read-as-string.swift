// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: each ruling is decoded into a private struct with optional date and text strings, so a "date" that is not a string throws typeMismatch.
// breaks only rule 5 because: text is still optional (4) and must be a string (6), order is kept (3), non-arrays and non-objects throw typeMismatch (1, 2); only a non-string date, one of the other keys rule 5 says to ignore, now matters.
private struct DatedRuling: Decodable {
    let date: String?
    let text: String?
}

extension Card.Rulings: Decodable {
    /// The one key of a ruling this model reads; "date" and anything else
    /// the API adds are never looked at.
    private enum RulingKey: String, CodingKey {
        case text
    }

    init(from decoder: Decoder) throws {
        let entries = try decoder.singleValueContainer().decode([DatedRuling].self)
        let found = entries.compactMap { $0.text }
        texts = found
    }
}
