// breaks: rule 1
// The reference answer, but a lone ruling object (not in an array) is read
// as one ruling (rule 1: any value that is not an array throws typeMismatch).
extension Card.Rulings: Decodable {
    /// The one key of a ruling this model reads; "date" and anything else
    /// the API adds are never looked at.
    private enum RulingKey: String, CodingKey {
        case text
    }

    init(from decoder: Decoder) throws {
        if let single = try? decoder.container(keyedBy: RulingKey.self) {
            texts = (try single.decodeIfPresent(String.self, forKey: .text)).map { [$0] } ?? []
            return
        }
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
