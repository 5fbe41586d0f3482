import Foundation

extension Card: Decodable {
    enum JSONField: String, CodingKey {
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

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: JSONField.self)

        let cardId = try values.decode(UUID.self, forKey: .id)
        let cardName = try values.decode(String.self, forKey: .name)
        let collectorNumber = try values.decode(String.self, forKey: .number)
        let cost = try values.decode(Mana.self, forKey: .manaCost)
        let typeLine = try values.decode(String.self, forKey: .type)
        let cardRarity = try values.decode(Rarity.self, forKey: .rarity)

        // Body text falls back to nothing at all.
        let rawText = try values.decodeIfPresent(String.self, forKey: .text)
        let bodyText: String
        switch rawText {
        case .some(let found):
            bodyText = found
        case .none:
            bodyText = ""
        }
        let flavorText = try values.decodeIfPresent(String.self, forKey: .flavor)
        let picture = try values.decodeIfPresent(URL.self, forKey: .imageUrl)

        // The printing: code and name side by side in the JSON.
        let printingCode = try values.decode(String.self, forKey: .set)
        let printingName = try values.decode(String.self, forKey: .setName)
        let printing = Card.Set(id: printingCode, name: printingName)

        // A creature body only when both halves are there.
        let attack = try values.decodeIfPresent(String.self, forKey: .power)
        let defense = try values.decodeIfPresent(String.self, forKey: .toughness)
        let body: Card.Attributes?
        switch (attack, defense) {
        case let (.some(a), .some(d)):
            body = Card.Attributes(power: a, toughness: d)
        default:
            body = nil
        }

        let maybeRulings = try values.decodeIfPresent(Card.Rulings.self, forKey: .rulings)
        let cardRulings: Card.Rulings
        switch maybeRulings {
        case .some(let present):
            cardRulings = present
        case .none:
            cardRulings = Card.Rulings(texts: [])
        }

        self.init(id: cardId, name: cardName, number: collectorNumber, manaCost: cost, type: typeLine,
                  rarity: cardRarity, text: bodyText, flavor: flavorText, imageUrl: picture,
                  set: printing, attributes: body, rulings: cardRulings)
    }
}
