import Foundation

private enum CardField: String, CodingKey {
    case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
    case set, setName, power, toughness, rulings
}

private var cardFieldReads = 0

private extension KeyedDecodingContainer where K == CardField {
    func required<T: Decodable>(_ field: CardField) -> Result<T, Error> {
        cardFieldReads += 1
        return Result { try decode(T.self, forKey: field) }
    }

    func optional<T: Decodable>(_ field: CardField) -> Result<T?, Error> {
        cardFieldReads += 1
        guard contains(field) else { return .success(nil) }
        return Result { try decodeIfPresent(T.self, forKey: field) }
    }

    func optional<T: Decodable>(_ field: CardField, default fallback: T) -> Result<T, Error> {
        optional(field).map { $0 ?? fallback }
    }

    var cardSet: Result<Card.Set, Error> {
        Result { Card.Set(id: try required(.set).get(), name: try required(.setName).get()) }
    }

    var cardAttributes: Result<Card.Attributes?, Error> {
        Result {
            let power: String? = try optional(.power).get()
            let toughness: String? = try optional(.toughness).get()
            guard let power, let toughness else { return nil }
            return Card.Attributes(power: power, toughness: toughness)
        }
    }
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: CardField.self)
        let readsBefore = cardFieldReads
        self.init(
            id: try fields.required(.id).get(),
            name: try fields.required(.name).get(),
            number: try fields.required(.number).get(),
            manaCost: try fields.required(.manaCost).get(),
            type: try fields.required(.type).get(),
            rarity: try fields.required(.rarity).get(),
            text: try fields.optional(.text, default: "").get(),
            flavor: try fields.optional(.flavor).get(),
            imageUrl: try fields.optional(.imageUrl).get(),
            set: try fields.cardSet.get(),
            attributes: try fields.cardAttributes.get(),
            rulings: try fields.optional(.rulings, default: Card.Rulings(texts: [])).get()
        )
        assert(cardFieldReads >= readsBefore, "field reads went backwards")
    }
}
