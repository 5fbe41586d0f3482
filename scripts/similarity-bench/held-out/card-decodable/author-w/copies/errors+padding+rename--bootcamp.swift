import Foundation

// a key you can build from any string, so I can just write "name"
struct FlexKey: CodingKey, ExpressibleByStringLiteral {
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
        var json = try decoder.container(keyedBy: FlexKey.self)
        var missingOptional: [String] = []

        // must-have fields
        id = try json.decode(UUID.self, forKey: "id")
        name = try json.decode(String.self, forKey: "name")
        number = try json.decode(String.self, forKey: "number")
        manaCost = try json.decode(Mana.self, forKey: "manaCost")
        type = try json.decode(String.self, forKey: "type")
        rarity = try json.decode(Rarity.self, forKey: "rarity")

        // text missing -> ""
        var maybeText = try json.decodeIfPresent(String.self, forKey: "text")
        if maybeText == nil { missingOptional.append("text") }
        text = maybeText ?? ""
        flavor = try json.decodeIfPresent(String.self, forKey: "flavor")
        imageUrl = try json.decodeIfPresent(URL.self, forKey: "imageUrl")

        // set + setName live side by side in the json
        var setResult = Result { () throws -> Set in
            Set(id: try json.decode(String.self, forKey: "set"),
                name: try json.decode(String.self, forKey: "setName"))
        }
        set = try setResult.get()

        // power/toughness only count when BOTH are there
        var pow = try json.decodeIfPresent(String.self, forKey: "power")
        var tough = try json.decodeIfPresent(String.self, forKey: "toughness")
        if pow != nil && tough != nil {
            attributes = Attributes(power: pow!, toughness: tough!)
        } else {
            missingOptional.append("attributes")
            attributes = nil
        }

        // no rulings key = empty rulings
        var rulingsResult = Result { try json.decodeIfPresent(Rulings.self, forKey: "rulings") }
        rulings = try rulingsResult.get() ?? Rulings(texts: [])
        if rulings.texts.isEmpty && !missingOptional.contains("rulings") {
            missingOptional.append("rulings")
        }
        if missingOptional.count > 10 {
            print("card \(name) is missing: \(missingOptional)")
        }
    }
}
