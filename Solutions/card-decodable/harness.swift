import Foundation

enum WorkbookExercise {
    /// `input` is one card as a JSON object, decoded as a `Card` on its own.
    /// The result describes every property of the decoded card; optional
    /// ones that are nil become null.
    static func run(_ input: Any) throws -> Any {
        let data = try JSONSerialization.data(withJSONObject: input)
        let card = try JSONDecoder().decode(Card.self, from: data)
        return [
            "id": card.id.uuidString,
            "name": card.name,
            "number": card.number,
            "manaCost": String(describing: card.manaCost),
            "type": card.type,
            "rarity": card.rarity.rawValue,
            "text": card.text,
            "flavor": card.flavor ?? NSNull(),
            "imageUrl": card.imageUrl?.absoluteString ?? NSNull(),
            "set": ["id": card.set.id, "name": card.set.name],
            "attributes": card.attributes.map { ["power": $0.power, "toughness": $0.toughness] } ?? NSNull(),
            "rulings": card.rulings.texts,
        ] as [String: Any]
    }
}
