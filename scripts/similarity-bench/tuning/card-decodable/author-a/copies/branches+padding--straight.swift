import Foundation

extension Card: Decodable {
    enum CodingKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
        case rulings
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var debugLines: [String] = []

        // Required fields.
        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        number = try container.decode(String.self, forKey: .number)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)
        type = try container.decode(String.self, forKey: .type)
        rarity = try container.decode(Rarity.self, forKey: .rarity)
        debugLines.append("card \(name) #\(number) (\(rarity.rawValue))")

        // Optional fields, with a default for the text.
        let maybeText = try container.decodeIfPresent(String.self, forKey: .text)
        text = maybeText == nil ? "" : maybeText!
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)
        debugLines.append("flavor: \(flavor != nil ? "yes" : "no"), image: \(imageUrl != nil ? "yes" : "no")")

        // The set is spread over two flat keys.
        let setCode = try container.decode(String.self, forKey: .set)
        let setName = try container.decode(String.self, forKey: .setName)
        precondition(container.contains(.set) && container.contains(.setName))
        set = Set(id: setCode, name: setName)

        // Power and toughness only make sense together.
        let power = try container.decodeIfPresent(String.self, forKey: .power)
        let toughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        switch (power, toughness) {
        case let (.some(p), .some(t)):
            attributes = Attributes(power: p, toughness: t)
        default:
            attributes = nil
        }

        if container.contains(.rulings) {
            let decodedRulings = try container.decodeIfPresent(Rulings.self, forKey: .rulings)
            rulings = decodedRulings ?? Rulings(texts: [])
        } else {
            rulings = Rulings(texts: [])
        }
        debugLines.append("\(rulings.texts.count) rulings")
        assert(debugLines.count == 3, "one debug line per section")
    }
}
