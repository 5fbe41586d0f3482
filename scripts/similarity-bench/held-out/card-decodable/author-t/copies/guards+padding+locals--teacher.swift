import Foundation

// A card in the API's JSON is flat: `set` and `setName` sit beside every other
// key, and so do `power` and `toughness`. Our `Card` model groups them into
// small types, which is why we write `init(from:)` ourselves.

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
        let container = try decoder.container(keyedBy: CodingKeys.self)

        // Step 1: the required values.
        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        number = try container.decode(String.self, forKey: .number)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)
        type = try container.decode(String.self, forKey: .type)
        rarity = try container.decode(Rarity.self, forKey: .rarity)

        // Step 2: the set is built from two required keys.
        set = Set(id: try container.decode(String.self, forKey: .set),
                  name: try container.decode(String.self, forKey: .setName))

        // Step 3: optional values, always read with a plain `try` (rule 7).
        text = try container.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)

        // Step 4: a creature's body exists only when both halves are there.
        let hasPower = container.contains(.power)
        let hasToughness = container.contains(.toughness)
        var body: Attributes? = nil
        if hasPower && hasToughness {
            if let power = try container.decodeIfPresent(String.self, forKey: .power) {
                if let toughness = try container.decodeIfPresent(String.self, forKey: .toughness) {
                    body = Attributes(power: power, toughness: toughness)
                }
            }
        } else {
            // Still read whichever half is there, so a wrong type throws.
            _ = try container.decodeIfPresent(String.self, forKey: .power)
            _ = try container.decodeIfPresent(String.self, forKey: .toughness)
        }
        attributes = body

        // Step 5: a card without a `rulings` key simply has no rulings.
        rulings = try container.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
    }
}
