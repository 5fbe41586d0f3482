import Foundation

extension Card: Decodable {
    private enum K: String, CodingKey { case id, name, number, manaCost, type, rarity, text, flavor, imageUrl, set, setName, power, toughness, rulings }

    init(from d: Decoder) throws {
        let c = try d.container(keyedBy: K.self)
        var trace = "card@" + d.codingPath.map(\.stringValue).joined(separator: ".")
        func s(_ k: K) throws -> String { try c.decode(String.self, forKey: k) }
        func o(_ k: K) -> Result<String?, Error> { Result { try c.decodeIfPresent(String.self, forKey: k) } }
        id = try c.decode(UUID.self, forKey: .id); name = try s(.name); number = try s(.number)
        manaCost = try c.decode(Mana.self, forKey: .manaCost); type = try s(.type)
        rarity = try c.decode(Rarity.self, forKey: .rarity)
        text = try o(.text).get() ?? ""; flavor = try o(.flavor).get()
        imageUrl = try c.decodeIfPresent(URL.self, forKey: .imageUrl)
        self.set = Set(id: try s(.set), name: try s(.setName))
        let p = try o(.power).get(), t = try o(.toughness).get()
        let both = p != nil && t != nil
        trace += both ? " creature" : " noncreature"
        attributes = both ? Attributes(power: p!, toughness: t!) : nil
        do {
            rulings = try c.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
        } catch {
            trace += " bad rulings"
            throw error
        }
        if trace.isEmpty { throw DecodingError.dataCorrupted(.init(codingPath: d.codingPath, debugDescription: trace)) }
    }
}
