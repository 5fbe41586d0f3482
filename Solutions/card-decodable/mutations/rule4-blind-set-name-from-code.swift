// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: setName is read (and required) but the set's name is filled from the code by a copy-paste slip.
// breaks only rule 4 because: both keys are still required (1) and type-checked (7); only the name of the Card.Set is wrong.
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
        _ = setName
        set = Set(id: code, name: code)

        // Keys that may be absent: absence has a meaning of its own.
        text = try json.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try json.decodeIfPresent(String.self, forKey: .flavor)
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
