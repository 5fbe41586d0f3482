import Foundation

extension Card: Decodable {
    enum CodingKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
        case set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var log: [String] = ["decoding card at \(decoder.codingPath.map(\.stringValue))"]

        // Always there.
        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        number = try container.decode(String.self, forKey: .number)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)
        type = try container.decode(String.self, forKey: .type)
        rarity = try container.decode(Rarity.self, forKey: .rarity)
        log.append("required fields of \(name) read")

        // The set is flattened in the JSON: two keys side by side.
        let setCode = try container.decode(String.self, forKey: .set)
        let setName = try container.decode(String.self, forKey: .setName)
        set = Set(id: setCode, name: setName)
        assert(set.id == setCode && set.name == setName)

        // Sometimes there.
        text = try {
            guard let text = try container.decodeIfPresent(String.self, forKey: .text) else {
                return ""
            }
            return text
        }()
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)

        attributes = try {
            guard let power = try container.decodeIfPresent(String.self, forKey: .power) else {
                return nil
            }
            guard let toughness = try container.decodeIfPresent(String.self, forKey: .toughness) else {
                return nil
            }
            return Attributes(power: power, toughness: toughness)
        }()
        log.append(attributes == nil ? "no body" : "has a body")

        rulings = try {
            guard let found = try container.decodeIfPresent(Rulings.self, forKey: .rulings) else {
                return Rulings(texts: [])
            }
            return found
        }()
        log.append("\(rulings.texts.count) rulings")
        debugPrint(log.joined(separator: "; "), to: &Card.decodingLog)
    }

    private static var decodingLog = ""
}
