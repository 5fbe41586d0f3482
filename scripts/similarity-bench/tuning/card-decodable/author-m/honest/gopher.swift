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

		// required fields
		id = try c.decode(UUID.self, forKey: .id)
		name = try c.decode(String.self, forKey: .name)
		number = try c.decode(String.self, forKey: .number)
		manaCost = try c.decode(Mana.self, forKey: .manaCost)
		type = try c.decode(String.self, forKey: .type)
		rarity = try c.decode(Rarity.self, forKey: .rarity)

		let setID = try c.decode(String.self, forKey: .set)
		let setName = try c.decode(String.self, forKey: .setName)
		set = Set(id: setID, name: setName)

		// optional fields. no try? here, a wrong type must still fail
		let t = try c.decodeIfPresent(String.self, forKey: .text)
		if t == nil {
			text = ""
		} else {
			text = t!
		}
		flavor = try c.decodeIfPresent(String.self, forKey: .flavor)
		imageUrl = try c.decodeIfPresent(URL.self, forKey: .imageUrl)

		let power = try c.decodeIfPresent(String.self, forKey: .power)
		let toughness = try c.decodeIfPresent(String.self, forKey: .toughness)
		if power != nil && toughness != nil {
			attributes = Attributes(power: power!, toughness: toughness!)
		} else {
			attributes = nil
		}

		let r = try c.decodeIfPresent(Rulings.self, forKey: .rulings)
		if r == nil {
			rulings = Rulings(texts: [])
		} else {
			rulings = r!
		}
	}
}
