// Reference answer, from Solutions/rulings-texts/answer.swift.
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
        texts = found
    }
}
