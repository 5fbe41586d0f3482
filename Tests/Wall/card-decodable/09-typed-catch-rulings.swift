// style: do/catch with typed patterns; throws helpers
import Foundation

extension Card: Decodable {
    private enum Field: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
        case set, setName, power, toughness, rulings
    }

    /// Power and toughness, only as a pair.
    private static func attributes(in fields: KeyedDecodingContainer<Field>) throws -> Attributes? {
        guard let power = try fields.decodeIfPresent(String.self, forKey: .power) else {
            _ = try fields.decodeIfPresent(String.self, forKey: .toughness)   // still type-checked
            return nil
        }
        guard let toughness = try fields.decodeIfPresent(String.self, forKey: .toughness) else { return nil }
        return Attributes(power: power, toughness: toughness)
    }

    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: Field.self)
        id = try fields.decode(UUID.self, forKey: .id)
        name = try fields.decode(String.self, forKey: .name)
        number = try fields.decode(String.self, forKey: .number)
        manaCost = try fields.decode(Mana.self, forKey: .manaCost)
        type = try fields.decode(String.self, forKey: .type)
        rarity = try fields.decode(Rarity.self, forKey: .rarity)
        set = Set(id: try fields.decode(String.self, forKey: .set),
                  name: try fields.decode(String.self, forKey: .setName))
        flavor = try fields.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try fields.decodeIfPresent(URL.self, forKey: .imageUrl)
        attributes = try Card.attributes(in: fields)

        do {
            text = try fields.decode(String.self, forKey: .text)
        } catch DecodingError.keyNotFound(let key, let context)
                    where key.stringValue == Field.text.stringValue && context.codingPath.count == fields.codingPath.count {
            text = ""
        }
        do {
            rulings = try fields.decode(Rulings.self, forKey: .rulings)
        } catch DecodingError.keyNotFound(let key, let context)
                    where key.stringValue == Field.rulings.stringValue && context.codingPath.count == fields.codingPath.count {
            rulings = Rulings(texts: [])
        }
    }
}
