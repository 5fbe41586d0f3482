extension SightingCount {
	func encode(to encoder: Encoder) throws {
		var box = encoder.singleValueContainer()
		switch self {
		case .exactly(let num):
			try box.encode(num)
		case .many:
			try box.encode("many")
		}
	}
}

extension SightingCount: Codable {
	init(from decoder: Decoder) throws {
		let box = try decoder.singleValueContainer()

		// a number first
		let num = try? box.decode(Int.self)
		if num != nil {
			if num! < 0 {
				throw DecodingError.dataCorruptedError(in: box, debugDescription: "count must not be negative, got \(num!)")
			}
			self = .exactly(num!)
			return
		}

		// then the word; anything that is not a string throws here
		let word = try box.decode(String.self)
		if word != "many" {
			throw DecodingError.dataCorruptedError(in: box, debugDescription: "count must be a number or \"many\", got \"\(word)\"")
		}
		self = .many
	}
}
