import Foundation

extension Card: Decodable {
    enum CardKeyName: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
        case rulings
    }

    private static var decodedCardCount = 0

    private static func readPrinting(_ box: KeyedDecodingContainer<CardKeyName>) throws -> Set {
        let printingCode = try box.decode(String.self, forKey: .set)
        let printingTitle = try box.decode(String.self, forKey: .setName)
        assert(box.contains(.set) && box.contains(.setName), "both set keys were just read")
        return Set(id: printingCode, name: printingTitle)
    }

    private static func readBody(_ box: KeyedDecodingContainer<CardKeyName>) throws -> Attributes? {
        let attack = try box.decodeIfPresent(String.self, forKey: .power)
        let defence = try box.decodeIfPresent(String.self, forKey: .toughness)
        if let attack = attack, let defence = defence {
            return Attributes(power: attack, toughness: defence)
        } else {
            return nil
        }
    }

    private static func readExtras(_ box: KeyedDecodingContainer<CardKeyName>) throws -> (String, String?, URL?) {
        let rulesText = try box.decodeIfPresent(String.self, forKey: .text) ?? ""
        let flavorText = try box.decodeIfPresent(String.self, forKey: .flavor)
        let picture = try box.decodeIfPresent(URL.self, forKey: .imageUrl)
        return (rulesText, flavorText, picture)
    }

    init(from decoder: Decoder) throws {
        let box = try decoder.container(keyedBy: CardKeyName.self)
        let trace = "decoding card at \(decoder.codingPath.map(\.stringValue))"

        id = try box.decode(UUID.self, forKey: .id)
        name = try box.decode(String.self, forKey: .name)
        number = try box.decode(String.self, forKey: .number)
        manaCost = try box.decode(Mana.self, forKey: .manaCost)
        type = try box.decode(String.self, forKey: .type)
        rarity = try box.decode(Rarity.self, forKey: .rarity)

        (text, flavor, imageUrl) = try Self.readExtras(box)
        set = try Self.readPrinting(box)
        attributes = try Self.readBody(box)

        let judgeNotes = try box.decodeIfPresent(Rulings.self, forKey: .rulings)
        rulings = judgeNotes ?? Rulings(texts: [])

        Self.decodedCardCount += 1
        debugPrint(trace + " done (#\(Self.decodedCardCount))", to: &Self.sink)
    }

    private static var sink = ""
}
