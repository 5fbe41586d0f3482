// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: when the value is not an array, it is read as a single ruling object (a lone ruling gives one text) instead of throwing typeMismatch.
// breaks only rule 1 because: arrays are walked exactly as before (2-6); a non-array that is not an object still throws typeMismatch from the keyed container, only a lone object is wrongly accepted.
extension Card.Rulings: Decodable {
    /// The one key of a ruling this model reads; "date" and anything else
    /// the API adds are never looked at.
    private enum RulingKey: String, CodingKey {
        case text
    }

    init(from decoder: Decoder) throws {
        guard var list = try? decoder.unkeyedContainer() else {
            let single = try decoder.container(keyedBy: RulingKey.self)
            texts = try single.decodeIfPresent(String.self, forKey: .text).map { [$0] } ?? []
            return
        }
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
