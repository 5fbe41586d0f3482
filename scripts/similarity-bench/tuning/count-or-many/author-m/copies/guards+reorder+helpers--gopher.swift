import Foundation

// countFromNumber checks a number read from the json.
func countFromNumber(_ n: Int, _ c: SingleValueDecodingContainer) throws -> SightingCount {
	guard n >= 0 else {
		throw DecodingError.dataCorruptedError(in: c, debugDescription: "negative count \(n)")
	}
	return .exactly(n)
}

// countFromWord checks a string read from the json. only "many" is allowed.
func countFromWord(_ s: String, _ c: SingleValueDecodingContainer) throws -> SightingCount {
	guard s == "many" else {
		throw DecodingError.dataCorruptedError(in: c, debugDescription: "bad count \(s)")
	}
	return .many
}

extension SightingCount: Codable {
	func encode(to encoder: Encoder) throws {
		var c = encoder.singleValueContainer()
		guard case .exactly(let n) = self else {
			try c.encode("many")
			return
		}
		try c.encode(n)
	}

	init(from decoder: Decoder) throws {
		let c = try decoder.singleValueContainer()

		// a number first. if it is not a number we try the word below
		guard let n = try? c.decode(Int.self) else {
			// not a string either: decode throws its own error and we pass it on
			let s = try c.decode(String.self)
			self = try countFromWord(s, c)
			return
		}
		self = try countFromNumber(n, c)
	}
}
