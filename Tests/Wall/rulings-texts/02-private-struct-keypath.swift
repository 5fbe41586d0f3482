// style: synthesized private Decodable type; key paths as functions
extension Card.Rulings: Decodable {
    /// One ruling as the API sends it; only the text matters here.
    private struct RawRuling: Decodable {
        let text: String?
    }

    init(from decoder: Decoder) throws {
        let rulings = try [RawRuling](from: decoder)
        texts = rulings.compactMap(\.text)
    }
}
