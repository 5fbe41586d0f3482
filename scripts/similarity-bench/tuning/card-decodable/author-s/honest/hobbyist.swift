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

        // ---- the things every card MUST have ----
        // if one of these is missing decode() throws keyNotFound, which is what we want
        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        number = try container.decode(String.self, forKey: .number)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)
        type = try container.decode(String.self, forKey: .type)
        rarity = try container.decode(Rarity.self, forKey: .rarity)

        // ---- text ----
        // lots of cards have no text at all, then I just use an empty string
        var cardText = try container.decodeIfPresent(String.self, forKey: .text)
        if cardText == nil {
            cardText = ""
        }
        text = cardText!

        // ---- flavor and image ----
        // these can be missing, then they are nil (NOT try? because a wrong type should still fail!)
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)

        // ---- the set ----
        // in the JSON it's two keys next to each other but in Swift it's one thing
        var setCode = try container.decode(String.self, forKey: .set)
        var setName = try container.decode(String.self, forKey: .setName)
        set = Set(id: setCode, name: setName)

        // ---- power and toughness ----
        // only creatures have them, and only BOTH together make sense
        var power = try container.decodeIfPresent(String.self, forKey: .power)
        var toughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        if power != nil && toughness != nil {
            attributes = Attributes(power: power!, toughness: toughness!)
        } else {
            // one of them (or both) is missing so there are no attributes
            attributes = nil
        }

        // ---- rulings ----
        // Thoughtseize has no rulings key at all, so check first
        if container.contains(.rulings) {
            rulings = try container.decode(Rulings.self, forKey: .rulings)
        } else {
            // no rulings = an empty list of texts
            rulings = Rulings(texts: [])
        }
    }
}
