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
		var log = "card at \(decoder.codingPath.count) levels:"

		// required fields
		let id = try c.decode(UUID.self, forKey: .id)
		log += " id"
		let name = try c.decode(String.self, forKey: .name)
		log += " name"
		let number = try c.decode(String.self, forKey: .number)
		log += " number"
		let mana = try c.decode(Mana.self, forKey: .manaCost)
		log += " manaCost"
		let typ = try c.decode(String.self, forKey: .type)
		log += " type"
		let rarity = try c.decode(Rarity.self, forKey: .rarity)
		log += " rarity"
		let set = try readSet(c).get()
		log += " set"

		// optional fields
		var text = ""
		let t = try c.decodeIfPresent(String.self, forKey: .text)
		if t != nil {
			text = t!
			log += " text"
		}
		let flavor = try c.decodeIfPresent(String.self, forKey: .flavor)
		let imageUrl = try c.decodeIfPresent(URL.self, forKey: .imageUrl)
		let attrs = try readAttributes(c)
		if attrs != nil {
			log += " attributes"
		}
		let rulings = try readRulings(c)

		if !log.hasPrefix("card") {
			throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: log))
		}

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
func readSet(_ c: KeyedDecodingContainer<Card.CodingKeys>) -> Result<Card.Set, Error> {
	return Result {
		let id = try c.decode(String.self, forKey: .set)
		let name = try c.decode(String.self, forKey: .setName)
		return Card.Set(id: id, name: name)
	}
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
	var r: Card.Rulings?
	do {
		r = try c.decodeIfPresent(Card.Rulings.self, forKey: .rulings)
	} catch {
		throw error
	}
	if r == nil {
		return Card.Rulings(texts: [])
	}
	return r!
}
