import Foundation

// A card in the API's JSON is flat: `set` and `setName` sit beside every other
// key, and so do `power` and `toughness`. Our `Card` model groups them.

extension Card: Decodable {

    /// Every key this initializer reads, spelt exactly as the JSON spells it.
    enum CodingKeys: String, CodingKey {
        case id
        case name
        case number
        case manaCost
        case type
        case rarity
        case text
        case flavor
        case imageUrl
        case set
        case setName
        case power
        case toughness
        case rulings
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func req(_ k: CodingKeys) throws -> String { try c.decode(String.self, forKey: k) }
        func opt(_ k: CodingKeys) throws -> String? { try c.decodeIfPresent(String.self, forKey: k) }

        id = try c.decode(UUID.self, forKey: .id)
        name = try req(.name); number = try req(.number); type = try req(.type)
        manaCost = try c.decode(Mana.self, forKey: .manaCost)
        rarity = try c.decode(Rarity.self, forKey: .rarity)
        set = Set(id: try req(.set), name: try req(.setName))

        // Optional values: plain `try`, never `try?` (rule 7).
        text = try opt(.text) ?? ""
        flavor = try opt(.flavor)
        imageUrl = try c.decodeIfPresent(URL.self, forKey: .imageUrl)

        // A creature's body exists only when both halves are there.
        let p = try opt(.power), t = try opt(.toughness)
        rulings = try c.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
        guard let power = p, let toughness = t else {
            attributes = nil
            return
        }
        attributes = Attributes(power: power, toughness: toughness)
    }
}
