// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: a missing text falls back to the flavor text (and only then to "").
// breaks only rule 2 because: a present text is read as before (7 for wrong types), flavor itself is unchanged (3); only the value given to a missing text is wrong.
import Foundation

extension Card: Decodable {
    /// The JSON's keys, flat as the API sends them. Four of them have no
    /// property of their own: they are read to build `set` and `attributes`.
    enum CodingKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl, rulings
        case set, setName, power, toughness
    }

    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: CodingKeys.self)

        // One key, one property, and the card is unusable without it.
        id = try json.decode(UUID.self, forKey: .id)
        name = try json.decode(String.self, forKey: .name)
        number = try json.decode(String.self, forKey: .number)
        manaCost = try json.decode(Mana.self, forKey: .manaCost)
        type = try json.decode(String.self, forKey: .type)
        rarity = try json.decode(Rarity.self, forKey: .rarity)

        // Two required keys become one value.
        let code = try json.decode(String.self, forKey: .set)
        let setName = try json.decode(String.self, forKey: .setName)
        set = Set(id: code, name: setName)

        // Keys that may be absent: absence has a meaning of its own.
        flavor = try json.decodeIfPresent(String.self, forKey: .flavor)
        text = try json.decodeIfPresent(String.self, forKey: .text) ?? flavor ?? ""
        imageUrl = try json.decodeIfPresent(URL.self, forKey: .imageUrl)
        rulings = try json.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])

        // A body exists only as a whole pair.
        let power = try json.decodeIfPresent(String.self, forKey: .power)
        let toughness = try json.decodeIfPresent(String.self, forKey: .toughness)
        if let power, let toughness {
            attributes = Attributes(power: power, toughness: toughness)
        } else {
            attributes = nil
        }
    }
}
