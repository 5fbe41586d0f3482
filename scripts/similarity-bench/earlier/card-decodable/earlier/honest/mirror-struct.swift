import Foundation

extension Card: Decodable {
    /// The card as the API spells it, flat.
    private struct Wire: Decodable {
        let id: UUID
        let name: String
        let number: String
        let manaCost: Mana
        let type: String
        let rarity: Rarity
        let text: String?
        let flavor: String?
        let imageUrl: URL?
        let set: String
        let setName: String
        let power: String?
        let toughness: String?
        let rulings: Rulings?
    }

    init(from decoder: Decoder) throws {
        let wire = try Wire(from: decoder)
        id = wire.id
        name = wire.name
        number = wire.number
        manaCost = wire.manaCost
        type = wire.type
        rarity = wire.rarity
        text = wire.text ?? ""
        flavor = wire.flavor
        imageUrl = wire.imageUrl
        set = Set(id: wire.set, name: wire.setName)
        if let power = wire.power, let toughness = wire.toughness {
            attributes = Attributes(power: power, toughness: toughness)
        } else {
            attributes = nil
        }
        rulings = wire.rulings ?? Rulings(texts: [])
    }
}
