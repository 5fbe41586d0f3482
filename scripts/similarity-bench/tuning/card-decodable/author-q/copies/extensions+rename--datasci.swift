import Foundation

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: CardJSONKeys.self)

        // --- required fields: a missing one throws keyNotFound ---
        id = try fields.decode(UUID.self, forKey: .identifier)
        name = try fields.decode(String.self, forKey: .cardName)
        number = try fields.decode(String.self, forKey: .collectorNumber)
        manaCost = try fields.decode(Mana.self, forKey: .cost)
        type = try fields.decode(String.self, forKey: .typeLine)
        rarity = try fields.decode(Rarity.self, forKey: .scarcity)

        // the set is built from two required keys
        let printingCode = try fields.decode(String.self, forKey: .setCode)
        let printingName = try fields.decode(String.self, forKey: .setTitle)
        set = Set(id: printingCode, name: printingName)

        // --- optional fields: missing is fine, wrong type still throws ---
        // (plain try, not try?, so a typeMismatch is not swallowed)
        let maybeText = try fields.decodeIfPresent(String.self, forKey: .rulesText)
        text = maybeText ?? ""  // no rules text -> empty string

        flavor = try fields.decodeIfPresent(String.self, forKey: .flavorText)
        imageUrl = try fields.decodeIfPresent(URL.self, forKey: .picture)

        // attributes only make sense when both power and toughness exist
        let maybePower = try fields.decodeIfPresent(String.self, forKey: .power)
        let maybeToughness = try fields.decodeIfPresent(String.self, forKey: .toughness)
        if let p = maybePower, let t = maybeToughness {
            attributes = Attributes(power: p, toughness: t)
        } else {
            attributes = nil
        }

        // a card without a rulings key simply has no rulings
        let maybeRulings = try fields.decodeIfPresent(Rulings.self, forKey: .judgeRulings)
        rulings = maybeRulings ?? Rulings(texts: [])
    }
}

extension Card {
    // every key we need from the flat JSON card, including the ones that
    // get grouped together (set + setName, power + toughness)
    enum CardJSONKeys: String, CodingKey {
        case identifier = "id"
        case cardName = "name"
        case collectorNumber = "number"
        case cost = "manaCost"
        case typeLine = "type"
        case scarcity = "rarity"
        case rulesText = "text"
        case flavorText = "flavor"
        case picture = "imageUrl"
        case setCode = "set"
        case setTitle = "setName"
        case power
        case toughness
        case judgeRulings = "rulings"
    }
}
