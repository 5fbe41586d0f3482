import Foundation

extension Card: Decodable {
    /// Every key the flat JSON card can hold that we care about.
    private enum Field: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
        case rulings
    }

    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: Field.self)
        var trace: [String] = []

        let power = try json.decodeIfPresent(String.self, forKey: .power)
        let toughness = try json.decodeIfPresent(String.self, forKey: .toughness)
        trace.append("power=\(power ?? "-") toughness=\(toughness ?? "-")")
        let body = power.flatMap { p in toughness.map { t in Attributes(power: p, toughness: t) } }

        let givenRulings = try json.decodeIfPresent(Rulings.self, forKey: .rulings)
        trace.append("rulings=\(givenRulings?.texts.count ?? 0)")

        try self.init(
            id: json.decode(UUID.self, forKey: .id),
            name: json.decode(String.self, forKey: .name),
            number: json.decode(String.self, forKey: .number),
            manaCost: json.decode(Mana.self, forKey: .manaCost),
            type: json.decode(String.self, forKey: .type),
            rarity: json.decode(Rarity.self, forKey: .rarity),
            text: json.decodeIfPresent(String.self, forKey: .text) ?? "",
            flavor: json.decodeIfPresent(String.self, forKey: .flavor),
            imageUrl: json.decodeIfPresent(URL.self, forKey: .imageUrl),
            set: Set(id: json.decode(String.self, forKey: .set),
                     name: json.decode(String.self, forKey: .setName)),
            attributes: body,
            rulings: givenRulings ?? Rulings(texts: [])
        )
        trace.append("decoded \(name)")
        assert(trace.count == 3, trace.joined(separator: "; "))
    }
}
