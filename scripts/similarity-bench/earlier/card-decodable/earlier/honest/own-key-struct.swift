import Foundation

extension Card: Decodable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { return nil }
    }

    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: Key.self)
        let optionalText = try json.decodeIfPresent(String.self, forKey: Key("text"))
        let bodyPower = try json.decodeIfPresent(String.self, forKey: Key("power"))
        let bodyToughness = try json.decodeIfPresent(String.self, forKey: Key("toughness"))
        let setCode = try json.decode(String.self, forKey: Key("set"))
        let setTitle = try json.decode(String.self, forKey: Key("setName"))

        id = try json.decode(UUID.self, forKey: Key("id"))
        name = try json.decode(String.self, forKey: Key("name"))
        number = try json.decode(String.self, forKey: Key("number"))
        manaCost = try json.decode(Mana.self, forKey: Key("manaCost"))
        type = try json.decode(String.self, forKey: Key("type"))
        rarity = try json.decode(Rarity.self, forKey: Key("rarity"))
        text = optionalText ?? ""
        flavor = try json.decodeIfPresent(String.self, forKey: Key("flavor"))
        imageUrl = try json.decodeIfPresent(URL.self, forKey: Key("imageUrl"))
        set = Set(id: setCode, name: setTitle)
        attributes = bodyPower == nil || bodyToughness == nil ? nil : Attributes(power: bodyPower!, toughness: bodyToughness!)
        rulings = try json.decodeIfPresent(Rulings.self, forKey: Key("rulings")) ?? Rulings(texts: [])
    }
}
