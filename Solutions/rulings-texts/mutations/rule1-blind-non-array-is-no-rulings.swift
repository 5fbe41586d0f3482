// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: the array is opened with try?, and a value that is not an array gives no rulings instead of typeMismatch.
// breaks only rule 1 because: arrays are walked exactly as before (2-6); only non-array values, which rule 1 alone covers, stop throwing.
extension Card.Rulings: Decodable {
    /// The one key of a ruling this model reads; "date" and anything else
    /// the API adds are never looked at.
    private enum RulingKey: String, CodingKey {
        case text
    }

    init(from decoder: Decoder) throws {
        guard var list = try? decoder.unkeyedContainer() else {
            texts = []
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
