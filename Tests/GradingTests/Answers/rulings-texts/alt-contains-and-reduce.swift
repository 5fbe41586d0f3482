// expect-pass
// Checks contains(_:) before decoding, with a struct key type and a var
// stored through a helper function.
extension Card.Rulings: Decodable {
    private struct TextKey: CodingKey {
        var stringValue: String { "text" }
        var intValue: Int? { nil }
        init() {}
        init?(stringValue: String) { if stringValue == "text" { self.init() } else { return nil } }
        init?(intValue: Int) { nil }
    }

    private static func readAll(_ list: inout UnkeyedDecodingContainer) throws -> [String] {
        var result: [String] = []
        while !list.isAtEnd {
            let ruling = try list.nestedContainer(keyedBy: TextKey.self)
            guard ruling.contains(TextKey()) else { continue }
            result.append(try ruling.decode(String.self, forKey: TextKey()))
        }
        return result
    }

    init(from decoder: Decoder) throws {
        var list = try decoder.unkeyedContainer()
        texts = try Card.Rulings.readAll(&list)
    }
}
