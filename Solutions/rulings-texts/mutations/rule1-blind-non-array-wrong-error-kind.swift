// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: a value that is not an array throws DecodingError.dataCorrupted ("rulings must be a list") instead of typeMismatch.
// breaks only rule 1 because: arrays are walked exactly as before (2-6); only the error kind for a non-array changes.
extension Card.Rulings: Decodable {
    /// The one key of a ruling this model reads; "date" and anything else
    /// the API adds are never looked at.
    private enum RulingKey: String, CodingKey {
        case text
    }

    init(from decoder: Decoder) throws {
        var list: UnkeyedDecodingContainer
        do {
            list = try decoder.unkeyedContainer()
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "rulings must be a list"))
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
