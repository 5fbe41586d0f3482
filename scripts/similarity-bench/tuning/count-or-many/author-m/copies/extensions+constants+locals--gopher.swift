import Foundation

// the word the app writes when there were too many birds to count
let sightingManyWord = "many"
// the smallest count there can be
let sightingMinCount = 0

extension SightingCount {
	func encode(to encoder: Encoder) throws {
		var c = encoder.singleValueContainer()
		if case .exactly(let n) = self {
			try c.encode(n)
			return
		}
		try c.encode(sightingManyWord)
	}
}

extension SightingCount: Codable {
	init(from decoder: Decoder) throws {
		let c = try decoder.singleValueContainer()

		// a number first. if it is not a number we try the word below
		let number = try? c.decode(Int.self)
		if number != nil {
			if number! < sightingMinCount {
				throw DecodingError.dataCorruptedError(in: c, debugDescription: "negative count \(number!)")
			}
			self = .exactly(number!)
			return
		}

		// not a string either: decode throws its own error and we pass it on
		if try c.decode(String.self) != sightingManyWord {
			throw DecodingError.dataCorruptedError(in: c, debugDescription: "bad count")
		}
		self = .many
	}
}
