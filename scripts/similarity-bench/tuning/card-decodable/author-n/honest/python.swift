import Foundation

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

        // these ones have to be there, decode throws keyNotFound if one is missing
        id = try values.decode(UUID.self, forKey: .id)
        name = try values.decode(String.self, forKey: .name)
        number = try values.decode(String.self, forKey: .number)
        manaCost = try values.decode(Mana.self, forKey: .manaCost)
        type = try values.decode(String.self, forKey: .type)
        rarity = try values.decode(Rarity.self, forKey: .rarity)

        // the set is made out of two keys that are next to each other in the json
        let setCode = try values.decode(String.self, forKey: .set)
        let setName = try values.decode(String.self, forKey: .setName)
        set = Set(id: setCode, name: setName)

        // text can be missing, then it is just an empty string
        let maybeText = try values.decodeIfPresent(String.self, forKey: .text)
        if maybeText == nil {
            text = ""
        } else {
            text = maybeText!
        }

        // flavor and image can be missing, then they are nil
        flavor = try values.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try values.decodeIfPresent(URL.self, forKey: .imageUrl)

        // power and toughness only count when both of them are there
        let power = try values.decodeIfPresent(String.self, forKey: .power)
        let toughness = try values.decodeIfPresent(String.self, forKey: .toughness)
        if power != nil && toughness != nil {
            attributes = Attributes(power: power!, toughness: toughness!)
        } else {
            attributes = nil
        }

        // some cards have no rulings at all, then the list is empty
        if values.contains(.rulings) {
            rulings = try values.decode(Rulings.self, forKey: .rulings)
        } else {
            rulings = Rulings(texts: [])
        }
    }
}
