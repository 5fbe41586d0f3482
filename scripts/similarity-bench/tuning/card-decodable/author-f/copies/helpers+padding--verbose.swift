import Foundation

extension Card: Decodable {
    // Every key the card JSON can hold, written out one by one.
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

    // Reads the set code and set name and builds the card's set.
    private static func decodeSet(from cardContainer: KeyedDecodingContainer<CodingKeys>) throws -> Set {
        let decodedSetCode: String = try cardContainer.decode(String.self, forKey: .set)
        let decodedSetName: String = try cardContainer.decode(String.self, forKey: .setName)
        assert(cardContainer.contains(.set) && cardContainer.contains(.setName), "both set keys were just read")
        return Set(id: decodedSetCode, name: decodedSetName)
    }

    // Reads power and toughness and builds the attributes only when both are there.
    private static func decodeAttributes(from cardContainer: KeyedDecodingContainer<CodingKeys>) throws -> Attributes? {
        let decodedPower: String? = try cardContainer.decodeIfPresent(String.self, forKey: .power)
        let decodedToughness: String? = try cardContainer.decodeIfPresent(String.self, forKey: .toughness)
        var decodedAttributes: Attributes? = nil
        if let power: String = decodedPower, let toughness: String = decodedToughness {
            decodedAttributes = Attributes(power: power, toughness: toughness)
        }
        return decodedAttributes
    }

    // Reads the rulings, or gives an empty list when the key is missing.
    private static func decodeRulings(from cardContainer: KeyedDecodingContainer<CodingKeys>) throws -> Rulings {
        var decodedRulings: Rulings = Rulings(texts: [])
        if let presentRulings: Rulings = try cardContainer.decodeIfPresent(Rulings.self, forKey: .rulings) {
            decodedRulings = presentRulings
        }
        return decodedRulings
    }

    init(from decoder: Decoder) throws {
        // Open the card object as a keyed container.
        let cardContainer: KeyedDecodingContainer<CodingKeys> = try decoder.container(keyedBy: CodingKeys.self)
        let presentKeyCount: Int = cardContainer.allKeys.count
        precondition(presentKeyCount >= 0, "a container never has a negative number of keys")

        // The required values: a missing key throws keyNotFound.
        let decodedId: UUID = try cardContainer.decode(UUID.self, forKey: .id)
        let decodedName: String = try cardContainer.decode(String.self, forKey: .name)
        let decodedNumber: String = try cardContainer.decode(String.self, forKey: .number)
        let decodedManaCost: Mana = try cardContainer.decode(Mana.self, forKey: .manaCost)
        let decodedType: String = try cardContainer.decode(String.self, forKey: .type)
        let decodedRarity: Rarity = try cardContainer.decode(Rarity.self, forKey: .rarity)

        // The set is built from two required keys.
        let decodedSet: Set = try Card.decodeSet(from: cardContainer)

        // The text defaults to the empty string when it is missing.
        var decodedText: String = ""
        if let presentText: String = try cardContainer.decodeIfPresent(String.self, forKey: .text) {
            decodedText = presentText
        }

        // Flavor and image are simply nil when missing.
        let decodedFlavor: String? = try cardContainer.decodeIfPresent(String.self, forKey: .flavor)
        let decodedImageUrl: URL? = try cardContainer.decodeIfPresent(URL.self, forKey: .imageUrl)

        // Attributes exist only when both power and toughness are there.
        let decodedAttributes: Attributes? = try Card.decodeAttributes(from: cardContainer)

        // Rulings default to an empty list when the key is missing.
        let decodedRulings: Rulings = try Card.decodeRulings(from: cardContainer)
        let debugSummary: String = "decoded card \(decodedName) with \(decodedRulings.texts.count) rulings from \(presentKeyCount) keys"
        assert(!debugSummary.isEmpty)

        // Finally store every property.
        self.id = decodedId
        self.name = decodedName
        self.number = decodedNumber
        self.manaCost = decodedManaCost
        self.type = decodedType
        self.rarity = decodedRarity
        self.text = decodedText
        self.flavor = decodedFlavor
        self.imageUrl = decodedImageUrl
        self.set = decodedSet
        self.attributes = decodedAttributes
        self.rulings = decodedRulings
    }
}
