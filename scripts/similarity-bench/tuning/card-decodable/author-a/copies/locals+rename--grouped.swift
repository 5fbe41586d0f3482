import Foundation

extension Card: Decodable {
    private enum JSONKey: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl, rulings
        case setID = "set"
        case setName
        case power, toughness
    }

    init(from decoder: Decoder) throws {
        let obj = try decoder.container(keyedBy: JSONKey.self)
        let uuid = try obj.decode(UUID.self, forKey: .id)
        let cardName = try obj.decode(String.self, forKey: .name)
        let collectorNumber = try obj.decode(String.self, forKey: .number)
        let cost = try obj.decode(Mana.self, forKey: .manaCost)
        let typeLine = try obj.decode(String.self, forKey: .type)
        let scarcity = try obj.decode(Rarity.self, forKey: .rarity)
        let rulesText = try obj.decodeIfPresent(String.self, forKey: .text) ?? ""
        let flavorText = try obj.decodeIfPresent(String.self, forKey: .flavor)
        let picture = try obj.decodeIfPresent(URL.self, forKey: .imageUrl)
        let printing = try Card.printing(in: obj)
        let body = try Card.body(in: obj)
        let judgeNotes = try obj.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
        self.init(id: uuid, name: cardName, number: collectorNumber, manaCost: cost,
                  type: typeLine, rarity: scarcity, text: rulesText, flavor: flavorText,
                  imageUrl: picture, set: printing, attributes: body, rulings: judgeNotes)
    }

    private static func printing(in obj: KeyedDecodingContainer<JSONKey>) throws -> Set {
        let code = try obj.decode(String.self, forKey: .setID)
        let title = try obj.decode(String.self, forKey: .setName)
        return Set(id: code, name: title)
    }

    private static func body(in obj: KeyedDecodingContainer<JSONKey>) throws -> Attributes? {
        guard case let (p?, t?) = (try obj.decodeIfPresent(String.self, forKey: .power),
                                   try obj.decodeIfPresent(String.self, forKey: .toughness)) else { return nil }
        return Attributes(power: p, toughness: t)
    }
}
