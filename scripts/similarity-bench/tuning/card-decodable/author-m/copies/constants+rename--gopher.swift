import Foundation

// fallbacks used when an optional key is missing
let cardMissingText = ""
let cardMissingRulings: [String] = []

extension Card: Decodable {
	enum CodingKeys: String, CodingKey {
		case uuid = "id"
		case title = "name"
		case collectorNumber = "number"
		case cost = "manaCost"
		case typeLine = "type"
		case scarcity = "rarity"
		case setCode = "set"
		case setTitle = "setName"
		case rulesText = "text"
		case flavorText = "flavor"
		case image = "imageUrl"
		case power
		case toughness
		case rulingList = "rulings"
	}

	init(from decoder: Decoder) throws {
		let keyed = try decoder.container(keyedBy: CodingKeys.self)

		// required fields
		id = try keyed.decode(UUID.self, forKey: .uuid)
		name = try keyed.decode(String.self, forKey: .title)
		number = try keyed.decode(String.self, forKey: .collectorNumber)
		manaCost = try keyed.decode(Mana.self, forKey: .cost)
		type = try keyed.decode(String.self, forKey: .typeLine)
		rarity = try keyed.decode(Rarity.self, forKey: .scarcity)

		let code = try keyed.decode(String.self, forKey: .setCode)
		let title = try keyed.decode(String.self, forKey: .setTitle)
		set = Set(id: code, name: title)

		// optional fields. no try? here, a wrong type must still fail
		let rules = try keyed.decodeIfPresent(String.self, forKey: .rulesText)
		if rules == nil {
			text = cardMissingText
		} else {
			text = rules!
		}
		flavor = try keyed.decodeIfPresent(String.self, forKey: .flavorText)
		imageUrl = try keyed.decodeIfPresent(URL.self, forKey: .image)

		let pow = try keyed.decodeIfPresent(String.self, forKey: .power)
		let tough = try keyed.decodeIfPresent(String.self, forKey: .toughness)
		if pow != nil && tough != nil {
			attributes = Attributes(power: pow!, toughness: tough!)
		} else {
			attributes = nil
		}

		let found = try keyed.decodeIfPresent(Rulings.self, forKey: .rulingList)
		if found == nil {
			rulings = Rulings(texts: cardMissingRulings)
		} else {
			rulings = found!
		}
	}
}
