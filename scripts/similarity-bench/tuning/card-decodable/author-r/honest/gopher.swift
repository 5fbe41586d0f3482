import Foundation

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

		// required fields
		let id = try c.decode(UUID.self, forKey: .id)
		let name = try c.decode(String.self, forKey: .name)
		let number = try c.decode(String.self, forKey: .number)
		let mana = try c.decode(Mana.self, forKey: .manaCost)
		let typ = try c.decode(String.self, forKey: .type)
		let rarity = try c.decode(Rarity.self, forKey: .rarity)
		let set = try readSet(c)

		// optional fields
		var text = ""
		let t = try c.decodeIfPresent(String.self, forKey: .text)
		if t != nil {
			text = t!
		}
		let flavor = try c.decodeIfPresent(String.self, forKey: .flavor)
		let imageUrl = try c.decodeIfPresent(URL.self, forKey: .imageUrl)
		let attrs = try readAttributes(c)
		let rulings = try readRulings(c)

		self.init(
			id: id,
			name: name,
			number: number,
			manaCost: mana,
			type: typ,
			rarity: rarity,
			text: text,
			flavor: flavor,
			imageUrl: imageUrl,
			set: set,
			attributes: attrs,
			rulings: rulings
		)
	}
}

// readSet builds the set from the two flat keys "set" and "setName".
func readSet(_ c: KeyedDecodingContainer<Card.CodingKeys>) throws -> Card.Set {
	let id = try c.decode(String.self, forKey: .set)
	let name = try c.decode(String.self, forKey: .setName)
	return Card.Set(id: id, name: name)
}

// readAttributes returns nil unless both power and toughness are there.
func readAttributes(_ c: KeyedDecodingContainer<Card.CodingKeys>) throws -> Card.Attributes? {
	let power = try c.decodeIfPresent(String.self, forKey: .power)
	let toughness = try c.decodeIfPresent(String.self, forKey: .toughness)
	if power == nil || toughness == nil {
		return nil
	}
	return Card.Attributes(power: power!, toughness: toughness!)
}

// readRulings returns empty rulings when the key is missing.
func readRulings(_ c: KeyedDecodingContainer<Card.CodingKeys>) throws -> Card.Rulings {
	let r = try c.decodeIfPresent(Card.Rulings.self, forKey: .rulings)
	if r == nil {
		return Card.Rulings(texts: [])
	}
	return r!
}
