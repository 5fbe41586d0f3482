import Foundation

extension Card: Decodable {
	enum CodingKeys: String, CodingKey {
		case id
		case name
		case number
		case manaCost
		case type
		case rarity
		case set
		case setName
		case text
		case flavor
		case imageUrl
		case power
		case toughness
		case rulings
	}

	init(from decoder: Decoder) throws {
		let c = try decoder.container(keyedBy: CodingKeys.self)
		var seen: [String] = []

		// required fields
		id = try c.decode(UUID.self, forKey: .id)
		name = try c.decode(String.self, forKey: .name)
		number = try c.decode(String.self, forKey: .number)
		manaCost = try c.decode(Mana.self, forKey: .manaCost)
		type = try c.decode(String.self, forKey: .type)
		rarity = try c.decode(Rarity.self, forKey: .rarity)
		set = Set(id: try c.decode(String.self, forKey: .set),
			name: try c.decode(String.self, forKey: .setName))
		seen.append("required")

		// optional fields. a wrong type must still fail, so every
		// result is checked and its error passed on
		let textResult = Result { try c.decodeIfPresent(String.self, forKey: .text) }
		switch textResult {
		case .failure(let err):
			throw err
		case .success(let t):
			text = t ?? ""
			if t != nil {
				seen.append("text")
			}
		}

		let flavorResult = Result { try c.decodeIfPresent(String.self, forKey: .flavor) }
		switch flavorResult {
		case .failure(let err):
			throw err
		case .success(let f):
			flavor = f
		}

		let imageResult = Result { try c.decodeIfPresent(URL.self, forKey: .imageUrl) }
		switch imageResult {
		case .failure(let err):
			throw err
		case .success(let u):
			imageUrl = u
		}

		let power = try Result { try c.decodeIfPresent(String.self, forKey: .power) }.get()
		let toughness = try Result { try c.decodeIfPresent(String.self, forKey: .toughness) }.get()
		if power != nil && toughness != nil {
			attributes = Attributes(power: power!, toughness: toughness!)
			seen.append("attributes")
		} else {
			attributes = nil
		}

		switch Result(catching: { try c.decodeIfPresent(Rulings.self, forKey: .rulings) }) {
		case .failure(let err):
			throw err
		case .success(let r):
			rulings = r ?? Rulings(texts: [])
		}
		if seen.isEmpty {
			// cannot happen: the required fields were read above
			throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: "no fields read"))
		}
	}
}
