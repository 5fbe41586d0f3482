import Foundation

extension Card: Decodable {
    private enum Field: String, CodingKey { case uuid = "id", title = "name", num = "number", cost = "manaCost", kind = "type", rar = "rarity", body = "text", flav = "flavor", img = "imageUrl", code = "set", codeName = "setName", pow = "power", tough = "toughness", rules = "rulings" }
    private enum Fallback {
        static let text = ""
        static let rulings = Card.Rulings(texts: [])
    }

    init(from dec: Decoder) throws {
        let box = try dec.container(keyedBy: Field.self)
        func str(_ f: Field) throws -> String { try box.decode(String.self, forKey: f) }
        func opt(_ f: Field) throws -> String? { try box.decodeIfPresent(String.self, forKey: f) }
        id = try box.decode(UUID.self, forKey: .uuid); name = try str(.title); number = try str(.num)
        manaCost = try box.decode(Mana.self, forKey: .cost); type = try str(.kind)
        rarity = try box.decode(Rarity.self, forKey: .rar)
        text = try opt(.body) ?? Fallback.text; flavor = try opt(.flav)
        imageUrl = try box.decodeIfPresent(URL.self, forKey: .img)
        self.set = Set(id: try str(.code), name: try str(.codeName))
        let pw = try opt(.pow), tg = try opt(.tough)
        attributes = pw != nil && tg != nil ? Attributes(power: pw!, toughness: tg!) : nil
        rulings = try box.decodeIfPresent(Rulings.self, forKey: .rules) ?? Fallback.rulings
    }
}
