import Foundation

private enum CardField: String, CodingKey {
    case id
    case name
    case number
    case manaCost
    case type
    case rarity
    case text
    case flavor
    case imageUrl
    case set
    case setName
    case power
    case toughness
    case rulings
}

private typealias CardFields = KeyedDecodingContainer<CardField>

private func must<T: Decodable>(_ field: CardField, in fields: CardFields) throws -> T {
    try fields.decode(T.self, forKey: field)
}

private func maybe<T: Decodable>(_ field: CardField, in fields: CardFields) throws -> T? {
    try fields.decodeIfPresent(T.self, forKey: field)
}

private func readSet(from fields: CardFields) throws -> Card.Set {
    let code: String = try must(.set, in: fields)
    let title: String = try must(.setName, in: fields)
    return Card.Set(id: code, name: title)
}

private func readAttributes(from fields: CardFields) throws -> Card.Attributes? {
    let power: String? = try maybe(.power, in: fields)
    let toughness: String? = try maybe(.toughness, in: fields)
    if power == nil || toughness == nil {
        return nil
    }
    return Card.Attributes(power: power!, toughness: toughness!)
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: CardField.self)
        let text: String? = try maybe(.text, in: fields)
        let rulings: Rulings? = try maybe(.rulings, in: fields)
        self.init(
            id: try must(.id, in: fields),
            name: try must(.name, in: fields),
            number: try must(.number, in: fields),
            manaCost: try must(.manaCost, in: fields),
            type: try must(.type, in: fields),
            rarity: try must(.rarity, in: fields),
            text: text != nil ? text! : "",
            flavor: try maybe(.flavor, in: fields),
            imageUrl: try maybe(.imageUrl, in: fields),
            set: try readSet(from: fields),
            attributes: try readAttributes(from: fields),
            rulings: rulings != nil ? rulings! : Rulings(texts: [])
        )
    }
}
