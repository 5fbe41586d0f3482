import Foundation

extension Card {
    // every key we care about in the raw card JSON (flat, like the API sends it)
    private enum Field: String, CodingKey {
        case identifier = "id"
        case title = "name"
        case collectorNumber = "number"
        case cost = "manaCost"
        case typeLine = "type"
        case scarcity = "rarity"
        case rulesText = "text"
        case flavorText = "flavor"
        case image = "imageUrl"
        case setCode = "set"
        case setTitle = "setName"
        case pow = "power"
        case tough = "toughness"
        case judgeRulings = "rulings"
    }

    private static let noText = ""
    private static let noRulings = Rulings(texts: [])
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let payload = try decoder.container(keyedBy: Field.self)

        // required stuff - if any of these is missing the card is broken
        id = try payload.decode(UUID.self, forKey: .identifier)
        name = try payload.decode(String.self, forKey: .title)
        number = try payload.decode(String.self, forKey: .collectorNumber)
        manaCost = try payload.decode(Mana.self, forKey: .cost)
        type = try payload.decode(String.self, forKey: .typeLine)
        rarity = try payload.decode(Rarity.self, forKey: .scarcity)

        // set + setName get merged into one object, like { id: set, name: setName }
        let code = try payload.decode(String.self, forKey: .setCode)
        let title = try payload.decode(String.self, forKey: .setTitle)
        set = Set(id: code, name: title)

        // optional stuff (plain try so a wrong type still blows up)
        text = try payload.decodeIfPresent(String.self, forKey: .rulesText) ?? Card.noText
        flavor = try payload.decodeIfPresent(String.self, forKey: .flavorText)
        imageUrl = try payload.decodeIfPresent(URL.self, forKey: .image)

        // both or nothing
        let pw = try payload.decodeIfPresent(String.self, forKey: .pow)
        let tg = try payload.decodeIfPresent(String.self, forKey: .tough)
        attributes = pw.flatMap { a in
            tg.map { b in Attributes(power: a, toughness: b) }
        }

        // no rulings key -> empty list instead of nil
        rulings = try payload.decodeIfPresent(Rulings.self, forKey: .judgeRulings) ?? Card.noRulings
    }
}
