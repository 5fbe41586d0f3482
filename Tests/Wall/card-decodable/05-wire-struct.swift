// style: private mirror struct with synthesized Decodable; memberwise initializer
import Foundation

extension Card: Decodable {
    /// The card exactly as the API spells it; the compiler writes its decoding.
    private struct Wire: Decodable {
        let id: UUID
        let name: String
        let number: String
        let manaCost: Card.Mana
        let type: String
        let rarity: Card.Rarity
        let text: String?
        let flavor: String?
        let imageUrl: URL?
        let set: String
        let setName: String
        let power: String?
        let toughness: String?
        let rulings: Card.Rulings?
    }

    init(from decoder: Decoder) throws {
        let wire = try Wire(from: decoder)
        var attributes: Attributes?
        if let power = wire.power, let toughness = wire.toughness {
            attributes = Attributes(power: power, toughness: toughness)
        }
        self.init(
            id: wire.id,
            name: wire.name,
            number: wire.number,
            manaCost: wire.manaCost,
            type: wire.type,
            rarity: wire.rarity,
            text: wire.text ?? "",
            flavor: wire.flavor,
            imageUrl: wire.imageUrl,
            set: Set(id: wire.set, name: wire.setName),
            attributes: attributes,
            rulings: wire.rulings ?? Rulings(texts: []))
    }
}
