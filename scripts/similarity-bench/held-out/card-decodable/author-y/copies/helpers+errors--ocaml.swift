import Foundation

extension Card: Decodable {
    private enum Field: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
        case rulings
    }

    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: Field.self)

        (id, name, number) = try (fields.decode(UUID.self, forKey: .id),
                                  fields.decode(String.self, forKey: .name),
                                  fields.decode(String.self, forKey: .number))
        (manaCost, type, rarity) = try (fields.decode(Mana.self, forKey: .manaCost),
                                        fields.decode(String.self, forKey: .type),
                                        fields.decode(Rarity.self, forKey: .rarity))
        set = try Set(id: fields.decode(String.self, forKey: .set),
                      name: fields.decode(String.self, forKey: .setName))
        (text, flavor, imageUrl) = try (fields.decodeIfPresent(String.self, forKey: .text) ?? "",
                                        fields.decodeIfPresent(String.self, forKey: .flavor),
                                        fields.decodeIfPresent(URL.self, forKey: .imageUrl))
        let pair = Result {
            try (fields.decodeIfPresent(String.self, forKey: .power),
                 fields.decodeIfPresent(String.self, forKey: .toughness))
        }
        attributes = switch try pair.get() {
        case let (power?, toughness?): Attributes(power: power, toughness: toughness)
        case (_, _): nil
        }
        rulings = try Result { try fields.decodeIfPresent(Rulings.self, forKey: .rulings) }
            .get() ?? Rulings(texts: [])
    }
}
