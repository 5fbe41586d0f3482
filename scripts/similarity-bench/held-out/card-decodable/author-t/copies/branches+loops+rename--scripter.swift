import Foundation

// keys by plain string, no enum
struct FlatKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ str: String) { stringValue = str }
    init?(stringValue str: String) { stringValue = str }
    init?(intValue: Int) { return nil }
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let box = try decoder.container(keyedBy: FlatKey.self)
        func must(_ key: String) throws -> String { try box.decode(String.self, forKey: FlatKey(key)) }
        func maybe(_ key: String) throws -> String? { try box.decodeIfPresent(String.self, forKey: FlatKey(key)) }

        id = try box.decode(UUID.self, forKey: FlatKey("id"))
        let req = try ["name", "number", "type"].map(must)
        name = req[0]; number = req[1]; type = req[2]
        manaCost = try box.decode(Mana.self, forKey: FlatKey("manaCost"))
        rarity = try box.decode(Rarity.self, forKey: FlatKey("rarity"))
        let st = try ["set", "setName"].map(must)
        set = Set(id: st[0], name: st[1])
        let opts = try ["text", "flavor", "power", "toughness"].map(maybe)
        text = opts[0] ?? ""
        flavor = opts[1]
        imageUrl = try box.decodeIfPresent(URL.self, forKey: FlatKey("imageUrl"))
        switch (opts[2], opts[3]) {
        case let (pw?, tg?): attributes = Attributes(power: pw, toughness: tg)
        default: attributes = nil
        }
        rulings = try box.decodeIfPresent(Rulings.self, forKey: FlatKey("rulings")) ?? Rulings(texts: [])
    }
}
