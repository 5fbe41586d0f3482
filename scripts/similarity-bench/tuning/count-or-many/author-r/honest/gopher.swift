extension SightingCount: Codable {
	init(from decoder: Decoder) throws {
		let c = try decoder.singleValueContainer()

		// a number first
		let n = try? c.decode(Int.self)
		if n != nil {
			if n! < 0 {
				throw DecodingError.dataCorruptedError(in: c, debugDescription: "count must not be negative, got \(n!)")
			}
			self = .exactly(n!)
			return
		}

		// then the word; anything that is not a string throws here
		let s = try c.decode(String.self)
		if s != "many" {
			throw DecodingError.dataCorruptedError(in: c, debugDescription: "count must be a number or \"many\", got \"\(s)\"")
		}
		self = .many
	}

	func encode(to encoder: Encoder) throws {
		var c = encoder.singleValueContainer()
		switch self {
		case .exactly(let n):
			try c.encode(n)
		case .many:
			try c.encode("many")
		}
	}
}
