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

// power + toughness -> Attributes, only if both are there
func readAttributes(_ c: KeyedDecodingContainer<CardKey>) throws -> Card.Attributes? {
    var power = try c.decodeIfPresent(String.self, forKey: "power")
    var toughness = try c.decodeIfPresent(String.self, forKey: "toughness")
    guard let p = power, let t = toughness else {
        return nil
    }
    return Card.Attributes(power: p, toughness: t)
}

// set + setName are flat in the json, put them together
func readSet(_ c: KeyedDecodingContainer<CardKey>) throws -> Card.Set {
    var setId = try c.decode(String.self, forKey: "set")
    var setName = try c.decode(String.self, forKey: "setName")
    return Card.Set(id: setId, name: setName)
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
        switch try c.decodeIfPresent(String.self, forKey: "text") {
        case .some(let t):
            text = t
        case .none:
            text = ""
        }
        flavor = try c.decodeIfPresent(String.self, forKey: "flavor")
        imageUrl = try c.decodeIfPresent(URL.self, forKey: "imageUrl")

        set = try readSet(c)
        attributes = try readAttributes(c)

        // no rulings key = no rulings
        switch try c.decodeIfPresent(Rulings.self, forKey: "rulings") {
        case .some(let r):
            rulings = r
        case .none:
            rulings = Rulings(texts: [])
        }
    }
}
