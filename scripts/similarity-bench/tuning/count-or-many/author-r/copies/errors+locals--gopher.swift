extension SightingCount: Codable {
	init(from decoder: Decoder) throws {
		let c = try decoder.singleValueContainer()

		// a number first
		var n: Int
		do {
			n = try c.decode(Int.self)
		} catch {
			// then the word; anything that is not a string throws here
			if try c.decode(String.self) != "many" {
				throw DecodingError.dataCorruptedError(in: c, debugDescription: "count must be a number or \"many\", got \"\(try c.decode(String.self))\"")
			}
			self = .many
			return
		}
		if n < 0 {
			let msg = "count must not be negative, got \(n)"
			throw DecodingError.dataCorruptedError(in: c, debugDescription: msg)
		}
		self = .exactly(n)
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
