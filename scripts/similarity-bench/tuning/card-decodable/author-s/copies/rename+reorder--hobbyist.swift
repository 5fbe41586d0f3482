import Foundation

extension Card: Decodable {
    // all the keys from the JSON I have to read
    // (setName, power and toughness are not properties of Card but they
    // are in the JSON so they need keys too)
    enum CardKeys: String, CodingKey {
        case identifier = "id"
        case cardName = "name"
        case collectorNumber = "number"
        case cost = "manaCost"
        case typeLine = "type"
        case scarcity = "rarity"
        case rulesText = "text"
        case flavorText = "flavor"
        case image = "imageUrl"
        case setCode = "set"
        case setTitle = "setName"
        case power
        case toughness
        case judgeRulings = "rulings"
    }

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CardKeys.self)

        // ---- the things every card MUST have ----
        // if one is missing decode() throws keyNotFound, which is what we want
        name = try values.decode(String.self, forKey: .cardName)
        id = try values.decode(UUID.self, forKey: .identifier)
        type = try values.decode(String.self, forKey: .typeLine)
        number = try values.decode(String.self, forKey: .collectorNumber)
        rarity = try values.decode(Rarity.self, forKey: .scarcity)
        manaCost = try values.decode(Mana.self, forKey: .cost)

        // ---- the set ----
        // two keys side by side in the JSON but only one thing in Swift
        var code = try values.decode(String.self, forKey: .setCode)
        var title = try values.decode(String.self, forKey: .setTitle)
        set = Set(id: code, name: title)

        // ---- image and flavor ----
        // these may be missing, then they are nil (NOT try? because a wrong type should still fail!)
        imageUrl = try values.decodeIfPresent(URL.self, forKey: .image)
        flavor = try values.decodeIfPresent(String.self, forKey: .flavorText)

        // ---- rulings ----
        // Thoughtseize has no rulings key at all, so check first
        if values.contains(.judgeRulings) {
            rulings = try values.decode(Rulings.self, forKey: .judgeRulings)
        } else {
            // no rulings = an empty list of texts
            rulings = Rulings(texts: [])
        }

        // ---- power and toughness ----
        // only creatures have them, and only BOTH together mean something
        var toughnessValue = try values.decodeIfPresent(String.self, forKey: .toughness)
        var powerValue = try values.decodeIfPresent(String.self, forKey: .power)
        if powerValue != nil && toughnessValue != nil {
            attributes = Attributes(power: powerValue!, toughness: toughnessValue!)
        } else {
            // one of them (or both) is missing so no attributes
            attributes = nil
        }

        // ---- text ----
        // many cards have no rules text, then it's just an empty string
        var rules = try values.decodeIfPresent(String.self, forKey: .rulesText)
        if rules == nil {
            rules = ""
        }
        text = rules!
    }
}
