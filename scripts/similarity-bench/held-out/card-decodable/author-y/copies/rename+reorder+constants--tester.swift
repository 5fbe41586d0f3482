import Foundation

extension Card: Decodable {
    /// Fallbacks for keys the JSON may leave out.
    private enum Fallback {
        static let noText = ""
        static let noRulings: [String] = []
    }

    /// One case per JSON key this initializer reads.
    private enum JSONField: String, CodingKey {
        // optional keys (rules 2, 3, 5, 6)
        case text, flavor, imageUrl, power, toughness, rulings
        // required keys (rule 1)
        case id, name, number, manaCost, type, rarity, set, setName
    }

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: JSONField.self)

        // ---- Step 1: required keys. Missing -> keyNotFound (rule 1). ----
        let readId = try values.decode(UUID.self, forKey: .id)
        let readName = try values.decode(String.self, forKey: .name)
        let readNumber = try values.decode(String.self, forKey: .number)
        let readCost = try values.decode(Mana.self, forKey: .manaCost)
        let readType = try values.decode(String.self, forKey: .type)
        let readRarity = try values.decode(Rarity.self, forKey: .rarity)

        // ---- Step 2: the set is built from two required keys (rule 4). ----
        let code = try values.decode(String.self, forKey: .set)
        let title = try values.decode(String.self, forKey: .setName)
        let readSet = Set(id: code, name: title)
        assert(readSet.id == code && readSet.name == title)

        // ---- Step 3: flavor and imageUrl, nil when missing (rule 3). ----
        let readImageUrl = try values.decodeIfPresent(URL.self, forKey: .imageUrl)
        let readFlavor = try values.decodeIfPresent(String.self, forKey: .flavor)

        // ---- Step 4: text. Plain `try`, so a wrong type still throws (rule 7). ----
        let maybeText = try values.decodeIfPresent(String.self, forKey: .text)
        let readText: String
        if let maybeText {
            // Branch 4a: key present -> use it.
            readText = maybeText
        } else {
            // Branch 4b: key missing -> empty string (rule 2).
            readText = Fallback.noText
        }

        // ---- Step 5: rulings, empty when missing (rule 6). ----
        let maybeRulings = try values.decodeIfPresent(Rulings.self, forKey: .rulings)
        let readRulings: Rulings
        if let maybeRulings {
            // Branch 5a: key present -> decoded as Card.Rulings.
            readRulings = maybeRulings
        } else {
            // Branch 5b: key missing -> no rulings.
            readRulings = Rulings(texts: Fallback.noRulings)
            assert(readRulings.texts.isEmpty)
        }

        // ---- Step 6: attributes only when BOTH keys are there (rule 5). ----
        let toughnessValue = try values.decodeIfPresent(String.self, forKey: .toughness)
        let powerValue = try values.decodeIfPresent(String.self, forKey: .power)
        let readAttributes: Attributes?
        if let powerValue, let toughnessValue {
            // Branch 6a: both present.
            readAttributes = Attributes(power: powerValue, toughness: toughnessValue)
        } else {
            // Branch 6b: one or both missing.
            readAttributes = nil
        }

        // ---- Step 7: everything checked, assign the properties. ----
        rulings = readRulings
        attributes = readAttributes
        set = readSet
        imageUrl = readImageUrl
        flavor = readFlavor
        text = readText
        rarity = readRarity
        type = readType
        manaCost = readCost
        number = readNumber
        name = readName
        id = readId
    }
}
