import Foundation

extension Card: Decodable {
    private struct Wire: Decodable {
        let set: String
        let setName: String
        let id: UUID
        let manaCost: Mana
        let name: String
        let number: String
        let rarity: Rarity
        let type: String
        let flavor: String?
        let imageUrl: URL?
        let text: String?
        let rulings: Rulings?
        let toughness: String?
        let power: String?
    }

    init(from decoder: Decoder) throws {
        let wire = try Wire(from: decoder)
        set = Set(id: wire.set, name: wire.setName)
        id = wire.id
        manaCost = wire.manaCost
        name = wire.name
        number = wire.number
        rarity = wire.rarity
        type = wire.type
        flavor = wire.flavor
        imageUrl = wire.imageUrl
        text = wire.text ?? ""
        rulings = wire.rulings ?? Rulings(texts: [])
        if let power = wire.power, let toughness = wire.toughness {
            attributes = Attributes(power: power, toughness: toughness)
        } else {
            attributes = nil
        }
    }
}
