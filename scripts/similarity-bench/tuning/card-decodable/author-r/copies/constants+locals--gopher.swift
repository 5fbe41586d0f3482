import Foundation

// key names as the API spells them
let cardKeySet = "set"
let cardKeySetName = "setName"
let cardKeyPower = "power"
let cardKeyToughness = "toughness"
let cardKeyRulings = "rulings"
let cardNoText = ""

extension Card: Decodable {
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

		// optional fields
		var text = cardNoText
		let t = try c.decodeIfPresent(String.self, forKey: .text)
		if t != nil {
			text = t!
		}

		self.init(
			id: try c.decode(UUID.self, forKey: .id),
			name: try c.decode(String.self, forKey: .name),
			number: try c.decode(String.self, forKey: .number),
			manaCost: try c.decode(Mana.self, forKey: .manaCost),
			type: try c.decode(String.self, forKey: .type),
			rarity: try c.decode(Rarity.self, forKey: .rarity),
			text: text,
			flavor: try c.decodeIfPresent(String.self, forKey: .flavor),
			imageUrl: try c.decodeIfPresent(URL.self, forKey: .imageUrl),
			set: try readSet(c),
			attributes: try readAttributes(c),
			rulings: try readRulings(c)
		)
	}
}

// readSet builds the set from the two flat keys "set" and "setName".
func readSet(_ c: KeyedDecodingContainer<Card.CodingKeys>) throws -> Card.Set {
	return Card.Set(
		id: try c.decode(String.self, forKey: Card.CodingKeys(stringValue: cardKeySet)!),
		name: try c.decode(String.self, forKey: Card.CodingKeys(stringValue: cardKeySetName)!))
}

// readAttributes returns nil unless both power and toughness are there.
func readAttributes(_ c: KeyedDecodingContainer<Card.CodingKeys>) throws -> Card.Attributes? {
	let power = try c.decodeIfPresent(String.self, forKey: Card.CodingKeys(stringValue: cardKeyPower)!)
	let toughness = try c.decodeIfPresent(String.self, forKey: Card.CodingKeys(stringValue: cardKeyToughness)!)
	if power == nil || toughness == nil {
		return nil
	}
	return Card.Attributes(power: power!, toughness: toughness!)
}

// readRulings returns empty rulings when the key is missing.
func readRulings(_ c: KeyedDecodingContainer<Card.CodingKeys>) throws -> Card.Rulings {
	let r = try c.decodeIfPresent(Card.Rulings.self, forKey: Card.CodingKeys(stringValue: cardKeyRulings)!)
	if r == nil {
		return Card.Rulings(texts: [])
	}
	return r!
}
