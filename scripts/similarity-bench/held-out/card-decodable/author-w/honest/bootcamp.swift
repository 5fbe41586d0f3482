import Foundation

// a key you can make from any string, so I can write "name" like in JS
struct CardKey: CodingKey, ExpressibleByStringLiteral {
    var stringValue: String
    var intValue: Int? = nil

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        return nil
    }

    init(stringLiteral value: String) {
        self.stringValue = value
    }
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        var c = try decoder.container(keyedBy: CardKey.self)

        // the required stuff
        id = try c.decode(UUID.self, forKey: "id")
        name = try c.decode(String.self, forKey: "name")
        number = try c.decode(String.self, forKey: "number")
        manaCost = try c.decode(Mana.self, forKey: "manaCost")
        type = try c.decode(String.self, forKey: "type")
        rarity = try c.decode(Rarity.self, forKey: "rarity")

        // text can be missing -> empty string
        text = try c.decodeIfPresent(String.self, forKey: "text") ?? ""
        flavor = try c.decodeIfPresent(String.self, forKey: "flavor")
        imageUrl = try c.decodeIfPresent(URL.self, forKey: "imageUrl")

        // set + setName are flat in the json, put them together
        var setId = try c.decode(String.self, forKey: "set")
        var setName = try c.decode(String.self, forKey: "setName")
        set = Set(id: setId, name: setName)

        // only creatures have power/toughness, need BOTH
        var power = try c.decodeIfPresent(String.self, forKey: "power")
        var toughness = try c.decodeIfPresent(String.self, forKey: "toughness")
        if power != nil && toughness != nil {
            attributes = Attributes(power: power!, toughness: toughness!)
        } else {
            attributes = nil
        }

        // no rulings key = no rulings
        rulings = try c.decodeIfPresent(Rulings.self, forKey: "rulings") ?? Rulings(texts: [])
    }
}
