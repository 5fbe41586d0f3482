import Foundation

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: FieldName.self)
        let pow: String? = try fields.optional("power"), tough: String? = try fields.optional("toughness")
        self.init(
            id: try fields.required("id"),
            name: try fields.required("name"),
            number: try fields.required("number"),
            manaCost: try fields.required("manaCost"),
            type: try fields.required("type"),
            rarity: try fields.required("rarity"),
            text: try fields.optional("text") ?? "",
            flavor: try fields.optional("flavor"),
            imageUrl: try fields.optional("imageUrl"),
            set: Set(id: try fields.required("set"), name: try fields.required("setName")),
            attributes: pow.flatMap { pw in tough.map { Attributes(power: pw, toughness: $0) } },
            rulings: try fields.optional("rulings") ?? Rulings(texts: []))
    }
}

private extension KeyedDecodingContainer where K == FieldName {
    func optional<Value: Decodable>(_ field: String) throws -> Value? {
        try decodeIfPresent(Value.self, forKey: FieldName(stringValue: field))
    }
}

private extension KeyedDecodingContainer where K == FieldName {
    func required<Value: Decodable>(_ field: String) throws -> Value {
        try decode(Value.self, forKey: FieldName(stringValue: field))
    }
}

private struct FieldName {
    var stringValue: String
    init(stringValue: String) { self.stringValue = stringValue }
}

extension FieldName: CodingKey {
    var intValue: Int? { nil }
    init?(intValue: Int) { return nil }
}
