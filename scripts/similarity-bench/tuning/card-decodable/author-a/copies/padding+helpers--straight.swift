import Foundation

extension Card: Decodable {
    enum CodingKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
        case rulings
    }

    /// A note of what each decoded card looked like, kept for debugging.
    static var decodeTrace: [String] = []

    private static func decodeSet(_ container: KeyedDecodingContainer<CodingKeys>) throws -> Set {
        let setCode = try container.decode(String.self, forKey: .set)
        let setName = try container.decode(String.self, forKey: .setName)
        assert(!container.allKeys.isEmpty, "a set comes from a non-empty object")
        return Set(id: setCode, name: setName)
    }

    private static func decodeAttributes(_ container: KeyedDecodingContainer<CodingKeys>) throws -> Attributes? {
        let power = try container.decodeIfPresent(String.self, forKey: .power)
        let toughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        let hasBoth = power != nil && toughness != nil
        if let power = power, let toughness = toughness, hasBoth {
            return Attributes(power: power, toughness: toughness)
        } else {
            return nil
        }
    }

    private static func decodeRulings(_ container: KeyedDecodingContainer<CodingKeys>) throws -> Rulings {
        let present = container.contains(.rulings)
        let decoded = try container.decodeIfPresent(Rulings.self, forKey: .rulings)
        if !present {
            assert(decoded == nil, "a missing key decodes as nil")
        }
        return decoded ?? Rulings(texts: [])
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let path = decoder.codingPath.map(\.stringValue).joined(separator: ".")

        // Required fields.
        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        number = try container.decode(String.self, forKey: .number)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)
        type = try container.decode(String.self, forKey: .type)
        rarity = try container.decode(Rarity.self, forKey: .rarity)

        // Optional fields, with a default for the text.
        text = try container.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)

        // The set is spread over two flat keys.
        set = try Card.decodeSet(container)

        // Power and toughness only make sense together.
        attributes = try Card.decodeAttributes(container)

        rulings = try Card.decodeRulings(container)

        let summary = "decoded \(name) at \(path.isEmpty ? "root" : path): text \(text.count) chars, \(rulings.texts.count) rulings"
        Card.decodeTrace.append(summary)
    }
}
