import Foundation

extension Card: Decodable {
    // all the keys from the JSON that I need to read
    // (setName, power and toughness are not properties of Card but I
    // still need keys for them because they are in the JSON)
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
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // count how many of the optional keys were there, just to know
        var optionalKeysFound = 0

        // ---- the things every card MUST have ----
        // if one of these is missing decode() throws keyNotFound, which is what we want
        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        number = try container.decode(String.self, forKey: .number)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)
        type = try container.decode(String.self, forKey: .type)
        rarity = try container.decode(Rarity.self, forKey: .rarity)

        // ---- text ----
        text = try Card.readText(container)
        if !text.isEmpty {
            optionalKeysFound += 1
        }

        // ---- flavor and image ----
        // these can be missing, then they are nil (NOT try? because a wrong type should still fail!)
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)
        if flavor != nil { optionalKeysFound += 1 }
        if imageUrl != nil { optionalKeysFound += 1 }

        // ---- the set ----
        set = try Card.readSet(container)

        // ---- power and toughness ----
        attributes = try Card.readAttributes(container)
        if attributes != nil { optionalKeysFound += 2 }

        // ---- rulings ----
        rulings = try Card.readRulings(container)
        if optionalKeysFound > 6 {
            // can't have more than text, flavor, image, power and toughness
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "too many optional keys")
        }
    }

    // lots of cards have no text at all, then I just use an empty string
    static func readText(_ container: KeyedDecodingContainer<CodingKeys>) throws -> String {
        var cardText = try container.decodeIfPresent(String.self, forKey: .text)
        if cardText == nil {
            cardText = ""
        }
        return cardText!
    }

    // in the JSON the set is two keys next to each other but in Swift it's one thing
    static func readSet(_ container: KeyedDecodingContainer<CodingKeys>) throws -> Set {
        var setCode = try container.decode(String.self, forKey: .set)
        var setName = try container.decode(String.self, forKey: .setName)
        var theSet = Set(id: setCode, name: setName)
        return theSet
    }

    // only creatures have power and toughness, and only BOTH together make sense
    static func readAttributes(_ container: KeyedDecodingContainer<CodingKeys>) throws -> Attributes? {
        var power = try container.decodeIfPresent(String.self, forKey: .power)
        var toughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        if power != nil && toughness != nil {
            return Attributes(power: power!, toughness: toughness!)
        }
        // one of them (or both) is missing so there are no attributes
        return nil
    }

    // Thoughtseize has no rulings key at all, so check first
    static func readRulings(_ container: KeyedDecodingContainer<CodingKeys>) throws -> Rulings {
        if container.contains(.rulings) {
            return try container.decode(Rulings.self, forKey: .rulings)
        }
        // no rulings = an empty list of texts
        return Rulings(texts: [])
    }
}
