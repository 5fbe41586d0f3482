// style: global functions; any existentials; Optional chaining and map
private enum RulingPart: String, CodingKey {
    case text
}

/// The texts of a JSON array of rulings, in order; rulings without text add nothing.
func rulingTexts(from decoder: any Decoder) throws -> [String] {
    var array: any UnkeyedDecodingContainer = try decoder.unkeyedContainer()
    var texts: [String] = []
    while !array.isAtEnd {
        let ruling = try array.nestedContainer(keyedBy: RulingPart.self)
        try ruling.decodeIfPresent(String.self, forKey: .text).map { texts.append($0) }
    }
    return texts
}

extension Card.Rulings: Decodable {
    init(from decoder: Decoder) throws {
        self.init(texts: try rulingTexts(from: decoder))
    }
}
