import Foundation

// the values a card gets when something is not in the json
enum CardDefaults {
    static let emptyText = ""
    static let noRulingTexts: [String] = []
    static let partsInAttributes = 2
}

extension Card: Decodable {

    // all the keys that can be in the json for one card
    enum CardKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
        case rulings
    }

    init(from decoder: Decoder) throws {
        // open the card, it is a json object
        let values = try decoder.container(keyedBy: CardKeys.self)
        var keysRead = 0

        // these ones have to be there, decode throws keyNotFound if one is missing
        id = try values.decode(UUID.self, forKey: .id)
        name = try values.decode(String.self, forKey: .name)
        number = try values.decode(String.self, forKey: .number)
        manaCost = try values.decode(Mana.self, forKey: .manaCost)
        type = try values.decode(String.self, forKey: .type)
        rarity = try values.decode(Rarity.self, forKey: .rarity)
        keysRead += 6

        // the set is made out of two keys that are next to each other in the json
        let setCode = try values.decode(String.self, forKey: .set)
        let setName = try values.decode(String.self, forKey: .setName)
        set = Set(id: setCode, name: setName)
        keysRead += 2

        // text can be missing, then it is just an empty string
        let maybeText = try values.decodeIfPresent(String.self, forKey: .text)
        switch maybeText {
        case .some(let found):
            text = found
            keysRead += 1
        case .none:
            text = CardDefaults.emptyText
        }

        // flavor and image can be missing, then they are nil
        flavor = try values.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try values.decodeIfPresent(URL.self, forKey: .imageUrl)

        // power and toughness only count when both of them are there
        let power = try values.decodeIfPresent(String.self, forKey: .power)
        let toughness = try values.decodeIfPresent(String.self, forKey: .toughness)
        var partsFound = 0
        if power != nil { partsFound += 1 }
        if toughness != nil { partsFound += 1 }
        switch (power, toughness) {
        case let (.some(p), .some(t)) where partsFound == CardDefaults.partsInAttributes:
            attributes = Attributes(power: p, toughness: t)
            keysRead += partsFound
        default:
            attributes = nil
        }

        // some cards have no rulings at all, then the list is empty
        switch values.contains(.rulings) {
        case true:
            rulings = try values.decode(Rulings.self, forKey: .rulings)
            keysRead += 1
        case false:
            rulings = Rulings(texts: CardDefaults.noRulingTexts)
        }

        // a card always has at least the required keys
        if keysRead < 8 {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "only \(keysRead) keys were read"))
        }
    }
}
