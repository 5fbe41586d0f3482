import Foundation

extension Card: Decodable {
    static let emptyText = ""
    static let noRulings = Rulings(texts: [])

    init(from decoder: Decoder) throws {
        let box = try decoder.container(keyedBy: CardKey.self)

        // optional, but wrong type must still throw -> plain try
        imageUrl = try box.decodeIfPresent(URL.self, forKey: .image)
        flavor = try box.decodeIfPresent(String.self, forKey: .flavorText)
        text = try box.decodeIfPresent(String.self, forKey: .rulesText) ?? Card.emptyText

        // set is two flat keys
        let code = try box.decode(String.self, forKey: .setCode)
        let title = try box.decode(String.self, forKey: .setTitle)
        set = Set(id: code, name: title)

        // required
        rarity = try box.decode(Rarity.self, forKey: .rarity)
        type = try box.decode(String.self, forKey: .kind)
        manaCost = try box.decode(Mana.self, forKey: .cost)
        number = try box.decode(String.self, forKey: .number)
        name = try box.decode(String.self, forKey: .name)
        id = try box.decode(UUID.self, forKey: .id)

        if box.contains(.rulings) {
            rulings = try box.decode(Rulings.self, forKey: .rulings)
        } else {
            rulings = Card.noRulings
        }

        // power/toughness only as a pair
        let pw = try box.decodeIfPresent(String.self, forKey: .power)
        let tg = try box.decodeIfPresent(String.self, forKey: .toughness)
        if pw != nil && tg != nil {
            attributes = Attributes(power: pw!, toughness: tg!)
        } else {
            attributes = nil
        }
    }

    enum CardKey: String, CodingKey {
        case rulings
        case toughness
        case power
        case setTitle = "setName"
        case setCode = "set"
        case image = "imageUrl"
        case flavorText = "flavor"
        case rulesText = "text"
        case rarity
        case kind = "type"
        case cost = "manaCost"
        case number
        case name
        case id
    }
}
