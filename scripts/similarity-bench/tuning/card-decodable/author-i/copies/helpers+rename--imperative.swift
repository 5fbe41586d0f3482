import Foundation

extension Card: Decodable {
    enum CardKeys: String, CodingKey {
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

    private static func readSet(_ values: KeyedDecodingContainer<CardKeys>) throws -> Set {
        let code = try values.decode(String.self, forKey: .set)
        let title = try values.decode(String.self, forKey: .setName)
        return Set(id: code, name: title)
    }

    private static func readAttributes(_ values: KeyedDecodingContainer<CardKeys>) throws -> Attributes? {
        let pow = try values.decodeIfPresent(String.self, forKey: .power)
        let tough = try values.decodeIfPresent(String.self, forKey: .toughness)
        if pow != nil && tough != nil {
            return Attributes(power: pow!, toughness: tough!)
        } else {
            return nil
        }
    }

    private static func readRulings(_ values: KeyedDecodingContainer<CardKeys>) throws -> Rulings {
        if let present = try values.decodeIfPresent(Rulings.self, forKey: .rulings) {
            return present
        } else {
            return Rulings(texts: [])
        }
    }

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CardKeys.self)

        id = try values.decode(UUID.self, forKey: .id)
        name = try values.decode(String.self, forKey: .name)
        number = try values.decode(String.self, forKey: .number)
        manaCost = try values.decode(Mana.self, forKey: .manaCost)
        type = try values.decode(String.self, forKey: .type)
        rarity = try values.decode(Rarity.self, forKey: .rarity)

        set = try Card.readSet(values)

        var body = ""
        if let present = try values.decodeIfPresent(String.self, forKey: .text) {
            body = present
        }
        text = body

        flavor = try values.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try values.decodeIfPresent(URL.self, forKey: .imageUrl)

        attributes = try Card.readAttributes(values)
        rulings = try Card.readRulings(values)
    }
}
