import Foundation

// Harness for `card-decodable`: the case's input is one card as a JSON
// object, decoded as a `Card` on its own. The result describes every
// property of the decoded card; optional ones that are nil are null.
enum WorkbookExercise: TypedHarness {
    struct Described: Encodable {
        struct Set: Encodable { let id, name: String }
        struct Body: Encodable { let power, toughness: String }
        let id, name, number, manaCost, type, rarity, text: String
        @WorkbookNullable var flavor: String?
        @WorkbookNullable var imageUrl: String?
        let set: Set
        @WorkbookNullable var attributes: Body?
        let rulings: [String]
    }

    static func run(_ input: WorkbookJSON) throws -> Described {
        let card = try input.decode(Card.self)
        return Described(id: card.id.uuidString, name: card.name, number: card.number,
                         manaCost: String(describing: card.manaCost), type: card.type, rarity: card.rarity.rawValue,
                         text: card.text, flavor: card.flavor, imageUrl: card.imageUrl?.absoluteString,
                         set: Described.Set(id: card.set.id, name: card.set.name),
                         attributes: card.attributes.map { Described.Body(power: $0.power, toughness: $0.toughness) },
                         rulings: card.rulings.texts)
    }
}
