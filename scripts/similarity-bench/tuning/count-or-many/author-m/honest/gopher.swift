import Foundation

extension SightingCount: Codable {
	init(from decoder: Decoder) throws {
		let c = try decoder.singleValueContainer()

		// a number first. if it is not a number we try the word below
		if let n = try? c.decode(Int.self) {
			if n < 0 {
				throw DecodingError.dataCorruptedError(in: c, debugDescription: "negative count \(n)")
			}
			self = .exactly(n)
			return
		}

		// not a string either: decode throws its own error and we pass it on
		let s = try c.decode(String.self)
		if s != "many" {
			throw DecodingError.dataCorruptedError(in: c, debugDescription: "bad count \(s)")
		}
		self = .many
	}

	func encode(to encoder: Encoder) throws {
		var c = encoder.singleValueContainer()
		if case .exactly(let n) = self {
			try c.encode(n)
			return
		}
		try c.encode("many")
	}
}
