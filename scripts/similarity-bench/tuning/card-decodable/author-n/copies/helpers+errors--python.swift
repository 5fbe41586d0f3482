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

    // reads the two set keys and makes the set out of them
    private static func readSet(_ values: KeyedDecodingContainer<CardKeys>) throws -> Set {
        // the set is made out of two keys that are next to each other in the json
        let setCode = try values.decode(String.self, forKey: .set)
        let setName = try values.decode(String.self, forKey: .setName)
        let theSet = Set(id: setCode, name: setName)
        return theSet
    }

    // reads power and toughness, gives back nil when one of them is missing
    private static func readAttributes(_ values: KeyedDecodingContainer<CardKeys>) -> Result<Attributes?, Error> {
        return Result {
            let power = try values.decodeIfPresent(String.self, forKey: .power)
            let toughness = try values.decodeIfPresent(String.self, forKey: .toughness)
            if power != nil && toughness != nil {
                return Attributes(power: power!, toughness: toughness!)
            } else {
                return nil
            }
        }
    }

    // reads the text, and when it is missing it is just an empty string
    private static func readText(_ values: KeyedDecodingContainer<CardKeys>) throws -> String {
        let maybeText = try values.decodeIfPresent(String.self, forKey: .text)
        if maybeText == nil {
            return ""
        } else {
            return maybeText!
        }
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
        set = try Card.readSet(values)

        text = try Card.readText(values)

        // flavor and image can be missing, then they are nil
        flavor = try values.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try values.decodeIfPresent(URL.self, forKey: .imageUrl)

        // power and toughness only count when both of them are there
        attributes = try Card.readAttributes(values).get()

        // some cards have no rulings at all, then the list is empty
        if values.contains(.rulings) {
            let rulingsResult = Result { try values.decode(Rulings.self, forKey: .rulings) }
            switch rulingsResult {
            case .success(let found):
                rulings = found
            case .failure(let problem):
                throw problem
            }
        } else {
            rulings = Rulings(texts: [])
        }
    }
}
