// breaks: rule 4
// The reference answer, but every ruling must have a text
// (rule 4: a ruling without one adds nothing and is not an error).
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
