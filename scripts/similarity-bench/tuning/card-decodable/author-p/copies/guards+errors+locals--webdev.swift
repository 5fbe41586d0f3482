import Foundation

// thrown when only one half of power/toughness shows up
private struct HalfAttributes: Error {}

extension Card: Decodable {
    // every key we care about in the raw card JSON (flat, like the API sends it)
    private enum Keys: String, CodingKey {
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

    // power/toughness only make sense together -> both or it throws
    private static func pair(_ power: String?, _ toughness: String?) throws -> Attributes {
        guard let p = power, let t = toughness else {
            throw HalfAttributes()
        }
        return Attributes(power: p, toughness: t)
    }

    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: Keys.self)

        // required stuff - if any of these is missing the card is broken
        id = try json.decode(UUID.self, forKey: .id)
        name = try json.decode(String.self, forKey: .name)
        number = try json.decode(String.self, forKey: .number)
        manaCost = try json.decode(Mana.self, forKey: .manaCost)
        type = try json.decode(String.self, forKey: .type)
        rarity = try json.decode(Rarity.self, forKey: .rarity)

        // set + setName get merged into one object, like { id: set, name: setName }
        set = Set(id: try json.decode(String.self, forKey: .set),
                  name: try json.decode(String.self, forKey: .setName))

        // optional stuff (plain try so a wrong type still blows up)
        text = try json.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try json.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try json.decodeIfPresent(URL.self, forKey: .imageUrl)

        let powerValue = try json.decodeIfPresent(String.self, forKey: .power)
        let toughnessValue = try json.decodeIfPresent(String.self, forKey: .toughness)
        attributes = try? Card.pair(powerValue, toughnessValue)

        // no rulings key -> empty list instead of nil
        let decodedRulings = try json.decodeIfPresent(Rulings.self, forKey: .rulings)
        rulings = decodedRulings ?? Rulings(texts: [])
    }
}
