// style: for loop over the container's count; guard/early exits
extension Card.Rulings: Decodable {
    private enum RulingField: String, CodingKey {
        case text
    }

    init(from decoder: Decoder) throws {
        var elements = try decoder.unkeyedContainer()
        var found: [String] = []
        // JSON arrays know their length, so the loop can count instead of testing isAtEnd.
        let count = elements.count ?? 0
        for _ in 0..<count {
            let ruling = try elements.nestedContainer(keyedBy: RulingField.self)
            guard let text = try ruling.decodeIfPresent(String.self, forKey: .text) else { continue }
            found.append(text)
        }
        // A decoder that does not know the length: read the rest one by one.
        while !elements.isAtEnd {
            let ruling = try elements.nestedContainer(keyedBy: RulingField.self)
            if let text = try ruling.decodeIfPresent(String.self, forKey: .text) {
                found.append(text)
            }
        }
        texts = found
    }
}
