import Foundation

extension Card {
    /// One case per JSON key the initializer below reads.
    fileprivate enum CardKeys: String, CodingKey {
        // required keys (rule 1)
        case id, name, number, manaCost, type, rarity, set, setName
        // optional keys (rules 2, 3, 5, 6)
        case text, flavor, imageUrl, power, toughness, rulings
    }
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CardKeys.self)
        var readLog: [String] = []

        // ---- Step 1: required keys. Missing -> keyNotFound (rule 1). ----
        let decodedId = try container.decode(UUID.self, forKey: .id)
        let decodedName = try container.decode(String.self, forKey: .name)
        let decodedNumber = try container.decode(String.self, forKey: .number)
        let decodedManaCost = try container.decode(Mana.self, forKey: .manaCost)
        let decodedType = try container.decode(String.self, forKey: .type)
        let decodedRarity = try container.decode(Rarity.self, forKey: .rarity)
        readLog.append("required: 6 keys")

        // ---- Step 2: the set is built from two required keys (rule 4). ----
        let setCode = try container.decode(String.self, forKey: .set)
        let setName = try container.decode(String.self, forKey: .setName)
        let decodedSet = Set(id: setCode, name: setName)
        assert(decodedSet.id == setCode && decodedSet.name == setName)
        readLog.append("set: \(setCode)")

        // ---- Step 3: text. Plain `try`, so a wrong type still throws (rule 7). ----
        let textIfPresent = try container.decodeIfPresent(String.self, forKey: .text)
        let decodedText: String
        if let textIfPresent {
            // Branch 3a: key present -> use it.
            decodedText = textIfPresent
            readLog.append("text: present")
        } else {
            // Branch 3b: key missing -> empty string (rule 2).
            decodedText = ""
            readLog.append("text: defaulted")
        }

        // ---- Step 4: flavor and imageUrl, nil when missing (rule 3). ----
        let decodedFlavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        let decodedImageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)
        let optionalCount = [decodedFlavor != nil, decodedImageUrl != nil].filter { $0 }.count
        readLog.append("optional extras: \(optionalCount)")

        // ---- Step 5: attributes only when BOTH keys are there (rule 5). ----
        let decodedAttributes = try Card.readAttributes(from: container)
        readLog.append("attributes: \(decodedAttributes == nil ? "none" : "both")")

        // ---- Step 6: rulings, empty when missing (rule 6). ----
        let rulingsIfPresent = try container.decodeIfPresent(Rulings.self, forKey: .rulings)
        let decodedRulings: Rulings
        if let rulingsIfPresent {
            // Branch 6a: key present -> decoded as Card.Rulings.
            decodedRulings = rulingsIfPresent
        } else {
            // Branch 6b: key missing -> no rulings.
            decodedRulings = Rulings(texts: [])
            assert(decodedRulings.texts.isEmpty)
        }
        readLog.append("rulings: \(decodedRulings.texts.count)")
        assert(readLog.count == 6, "one log line per step: \(readLog)")

        // ---- Step 7: everything checked, assign the properties. ----
        id = decodedId
        name = decodedName
        number = decodedNumber
        manaCost = decodedManaCost
        type = decodedType
        rarity = decodedRarity
        text = decodedText
        flavor = decodedFlavor
        imageUrl = decodedImageUrl
        set = decodedSet
        attributes = decodedAttributes
        rulings = decodedRulings
    }
}

extension Card {
    /// Step 5 on its own: power and toughness, or nil when either is missing.
    fileprivate static func readAttributes(from container: KeyedDecodingContainer<CardKeys>) throws -> Attributes? {
        let power = try container.decodeIfPresent(String.self, forKey: .power)
        let toughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        if let power, let toughness {
            // Branch 5a: both present.
            return Attributes(power: power, toughness: toughness)
        } else {
            // Branch 5b: one or both missing.
            return nil
        }
    }
}
