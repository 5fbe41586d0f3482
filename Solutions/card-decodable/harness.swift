import Foundation

// Harness for `card-decodable`: the case's input is one card as a JSON object, decoded as a `Card` on its own.
// The result describes every property of the decoded card; optional ones that are nil are null.
enum WorkbookExercise: TypedHarness {
    static func run(_ input: WorkbookJSON) throws -> WorkbookJSON {
        let card = try input.decode(Card.self)
        return [
            "id": .string(card.id.uuidString),
            "name": .string(card.name),
            "number": .string(card.number),
            "manaCost": .string(String(describing: card.manaCost)),
            "type": .string(card.type),
            "rarity": .string(card.rarity.rawValue),
            "text": .string(card.text),
            "flavor": WorkbookJSON(card.flavor),
            "imageUrl": WorkbookJSON(card.imageUrl?.absoluteString),
            "set": ["id": .string(card.set.id), "name": .string(card.set.name)],
            "attributes": WorkbookJSON(card.attributes.map { ["power": $0.power, "toughness": $0.toughness] }),
            "rulings": WorkbookJSON(card.rulings.texts),
        ]
    }
}
