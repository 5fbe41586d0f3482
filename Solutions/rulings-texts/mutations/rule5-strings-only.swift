// breaks: rule 5
// Written from rule 5's text alone: every ruling is read as a dictionary of
// strings, so another key of another JSON type fails.
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
            // Wrong: every value of a ruling must be a string.
            let ruling = try list.decode([String: String].self)
            if let text = ruling["text"] {
                found.append(text)
            }
        }
        texts = found
    }
}
