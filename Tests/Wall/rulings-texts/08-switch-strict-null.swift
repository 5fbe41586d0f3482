// style: switch with patterns; do/catch with typed patterns
extension Card.Rulings: Decodable {
    private enum Field: String, CodingKey {
        case text
    }

    init(from decoder: Decoder) throws {
        var rulings = try decoder.unkeyedContainer()
        var texts: [String] = []
        while !rulings.isAtEnd {
            let ruling = try rulings.nestedContainer(keyedBy: Field.self)
            switch (ruling.contains(.text), try? ruling.decodeNil(forKey: .text)) {
            case (false, _):
                continue                       // rule 4: no text, nothing to add
            case (true, true?):
                // Present, but null: that is not a string either (rule 6).
                throw DecodingError.typeMismatch(String.self, DecodingError.Context(
                    codingPath: ruling.codingPath + [Field.text],
                    debugDescription: "Expected a string for the ruling's text but found null instead."))
            default:
                texts.append(try ruling.decode(String.self, forKey: .text))
            }
        }
        self.texts = texts
    }
}
