import Foundation

extension Card: Decodable {
    // every key we need from the flat JSON card, including the ones that
    // get grouped together (set + setName, power + toughness)
    enum CodingKeys: String, CodingKey {
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
        let cardContainer = try decoder.container(keyedBy: CodingKeys.self)
        var decodingNotes: [String] = []

        // --- required fields: a missing one throws keyNotFound ---
        id = try cardContainer.decode(UUID.self, forKey: .id)
        name = try cardContainer.decode(String.self, forKey: .name)
        number = try cardContainer.decode(String.self, forKey: .number)
        manaCost = try cardContainer.decode(Mana.self, forKey: .manaCost)
        type = try cardContainer.decode(String.self, forKey: .type)
        rarity = try cardContainer.decode(Rarity.self, forKey: .rarity)
        decodingNotes.append("required fields read for \(name)")

        set = try Card.readSetFromFlatKeys(cardContainer)
        decodingNotes.append("set \(set.id)")

        // --- optional fields: missing is fine, wrong type still throws ---
        // (plain try, not try?, so a typeMismatch is not swallowed)
        let textOrNil = try cardContainer.decodeIfPresent(String.self, forKey: .text)
        text = textOrNil ?? ""  // no rules text -> empty string
        if textOrNil == nil {
            decodingNotes.append("no text, using empty string")
        }

        flavor = try cardContainer.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try cardContainer.decodeIfPresent(URL.self, forKey: .imageUrl)

        attributes = try Card.readAttributesIfBothPresent(cardContainer)
        decodingNotes.append(attributes == nil ? "no attributes" : "has attributes")

        rulings = try Card.readRulingsOrEmpty(cardContainer)
        decodingNotes.append("\(rulings.texts.count) rulings")
        assert(!decodingNotes.isEmpty)
    }

    // the set is built from two required keys
    private static func readSetFromFlatKeys(_ cardContainer: KeyedDecodingContainer<CodingKeys>) throws -> Set {
        let setCode = try cardContainer.decode(String.self, forKey: .set)
        let setFullName = try cardContainer.decode(String.self, forKey: .setName)
        let builtSet = Set(id: setCode, name: setFullName)
        return builtSet
    }

    // attributes only make sense when both power and toughness exist
    private static func readAttributesIfBothPresent(_ cardContainer: KeyedDecodingContainer<CodingKeys>) throws -> Attributes? {
        let powerOrNil = try cardContainer.decodeIfPresent(String.self, forKey: .power)
        let toughnessOrNil = try cardContainer.decodeIfPresent(String.self, forKey: .toughness)
        if let powerValue = powerOrNil, let toughnessValue = toughnessOrNil {
            return Attributes(power: powerValue, toughness: toughnessValue)
        }
        return nil
    }

    // a card without a rulings key simply has no rulings
    private static func readRulingsOrEmpty(_ cardContainer: KeyedDecodingContainer<CodingKeys>) throws -> Rulings {
        let rulingsOrNil = try cardContainer.decodeIfPresent(Rulings.self, forKey: .rulings)
        let emptyRulings = Rulings(texts: [])
        return rulingsOrNil ?? emptyRulings
    }
}
