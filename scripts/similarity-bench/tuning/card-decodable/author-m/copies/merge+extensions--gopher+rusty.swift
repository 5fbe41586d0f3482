import Foundation

extension Card {
	/// Power and toughness only mean something as a pair.
	private enum Body {
		case creature(Attributes)
		case noBody

		init(power: String?, toughness: String?) {
			switch (power, toughness) {
			case let (.some(power), .some(toughness)):
				self = .creature(Attributes(power: power, toughness: toughness))
			case (.none, _), (_, .none):
				self = .noBody
			}
		}

		var attributes: Attributes? {
			switch self {
			case .creature(let attributes): return attributes
			case .noBody: return nil
			}
		}
	}
}

extension Card {
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
}

extension Card: Decodable {
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

		// Optional, but never tolerant: a wrong type still throws (plain `try`).
		text = try c.decodeIfPresent(String.self, forKey: .text) ?? ""
		flavor = try c.decodeIfPresent(String.self, forKey: .flavor)
		imageUrl = try c.decodeIfPresent(URL.self, forKey: .imageUrl)
		attributes = Body(
			power: try c.decodeIfPresent(String.self, forKey: .power),
			toughness: try c.decodeIfPresent(String.self, forKey: .toughness)
		).attributes

		let r = try c.decodeIfPresent(Rulings.self, forKey: .rulings)
		if r == nil {
			rulings = Rulings(texts: [])
		} else {
			rulings = r!
		}
	}
}
