import Foundation

// A card in the API's JSON is flat: `set` and `setName` sit beside every other
// key, and so do `power` and `toughness`. Our `Card` model groups them into
// small types. Writing `init(from:)` ourselves is what lets the two shapes
// differ.

extension Card: Decodable {

    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: CardJSONKey.self)

        // Step 1: the required values. `decode` throws `keyNotFound` when a
        // key is missing and `typeMismatch` when its value has the wrong type.
        id = try fields.decode(UUID.self, forKey: .identifier)
        name = try fields.decode(String.self, forKey: .title)
        number = try fields.decode(String.self, forKey: .collectorNumber)
        manaCost = try fields.decode(Mana.self, forKey: .cost)
        type = try fields.decode(String.self, forKey: .typeLine)
        rarity = try fields.decode(Rarity.self, forKey: .scarcity)

        // Step 2: the set is built from two required keys.
        let code = try fields.decode(String.self, forKey: .setCode)
        let fullName = try fields.decode(String.self, forKey: .setTitle)
        set = Set(id: code, name: fullName)

        // Step 3: optional values. A wrong type must still throw (rule 7),
        // so each read is wrapped in a Result and unwrapped with `get()`.
        let textResult = Result { try fields.decodeIfPresent(String.self, forKey: .rulesText) }
        let flavorResult = Result { try fields.decodeIfPresent(String.self, forKey: .flavorText) }
        let imageResult = Result { try fields.decodeIfPresent(URL.self, forKey: .image) }
        text = try textResult.get() ?? ""
        flavor = try flavorResult.get()
        imageUrl = try imageResult.get()

        // Step 4: a creature's body exists only when both halves are there.
        let powerValue = try fields.decodeIfPresent(String.self, forKey: .power)
        let toughnessValue = try fields.decodeIfPresent(String.self, forKey: .toughness)
        if let powerValue = powerValue, let toughnessValue = toughnessValue {
            attributes = Attributes(power: powerValue, toughness: toughnessValue)
        } else {
            attributes = nil
        }

        // Step 5: a card without a `rulings` key simply has no rulings.
        let rulingsResult = Result { try fields.decodeIfPresent(Rulings.self, forKey: .rulingsList) }
        rulings = try rulingsResult.get() ?? Rulings(texts: [])
    }
}

extension Card {
    /// Every key the initializer reads. The raw values are the JSON's
    /// spellings; the case names are free.
    enum CardJSONKey: String, CodingKey {
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
        case power
        case toughness
        case rulingsList = "rulings"
    }
}
