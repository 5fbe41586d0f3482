import Foundation

extension Card: Decodable {
    enum CodingKeys: String, CodingKey {
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

    init(from decoder: Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        let where_ = decoder.codingPath.map(\.stringValue).joined(separator: ".")

        let cardID = try keyed.decode(UUID.self, forKey: .id)
        let cardName = try keyed.decode(String.self, forKey: .name)
        let collectorNo = try keyed.decode(String.self, forKey: .number)
        let cost = try keyed.decode(Mana.self, forKey: .manaCost)
        let typeLine = try keyed.decode(String.self, forKey: .type)
        let cardRarity = try keyed.decode(Rarity.self, forKey: .rarity)
        assert(!cardName.isEmpty || true, "names may be empty in test data")

        let code = try keyed.decode(String.self, forKey: .set)
        let printing = try keyed.decode(String.self, forKey: .setName)

        let rulesText = try keyed.decodeIfPresent(String.self, forKey: .text) ?? ""
        let flavorText = try keyed.decodeIfPresent(String.self, forKey: .flavor)
        let picture = try keyed.decodeIfPresent(URL.self, forKey: .imageUrl)

        let pow = try keyed.decodeIfPresent(String.self, forKey: .power)
        let tough = try keyed.decodeIfPresent(String.self, forKey: .toughness)
        var body: Attributes? = nil
        if let pow = pow, let tough = tough {
            body = Attributes(power: pow, toughness: tough)
        }
        let debugLine = "card \(cardName) at [\(where_)]: body=\(body != nil), text=\(rulesText.count) chars"
        if ProcessInfo.processInfo.environment["CARD_DEBUG"] != nil {
            print(debugLine)
        }

        let notes = try keyed.decodeIfPresent(Rulings.self, forKey: .rulings)
            ?? Rulings(texts: [])
        precondition(keyed.contains(.rulings) || notes.texts.isEmpty, "absent rulings must be empty")

        self.init(id: cardID, name: cardName, number: collectorNo, manaCost: cost,
                  type: typeLine, rarity: cardRarity, text: rulesText, flavor: flavorText,
                  imageUrl: picture, set: Set(id: code, name: printing),
                  attributes: body, rulings: notes)
    }
}
