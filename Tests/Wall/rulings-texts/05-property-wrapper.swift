// style: property wrappers; synthesized Decodable
/// A string that may be missing from its object (but must be a string when it is there).
@propertyWrapper
struct RulingOptionalText: Decodable {
    var wrappedValue: String?

    init(wrappedValue: String?) {
        self.wrappedValue = wrappedValue
    }

    init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer()
        wrappedValue = value.decodeNil() ? nil : try value.decode(String.self)
    }
}

extension KeyedDecodingContainer {
    /// A missing key gives an empty wrapper instead of `keyNotFound`.
    func decode(_ type: RulingOptionalText.Type, forKey key: Key) throws -> RulingOptionalText {
        try decodeIfPresent(type, forKey: key) ?? RulingOptionalText(wrappedValue: nil)
    }
}

extension Card.Rulings: Decodable {
    private struct OneRuling: Decodable {
        @RulingOptionalText var text: String?
    }

    init(from decoder: Decoder) throws {
        texts = try [OneRuling](from: decoder).compactMap { $0.text }
    }
}
