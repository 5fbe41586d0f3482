import Foundation

extension StaffMember: Decodable {
	enum StaffKindKeys: String, CodingKey {
		case bench
		case route
	}

	init(from decoder: Decoder) throws {
		// this throws typeMismatch when the record is not an object
		let c = try decoder.container(keyedBy: StaffKindKeys.self)

		// allKeys only has the keys our enum knows, so just bench and route.
		// a key with null in it is still listed
		var hasBench = false
		var hasRoute = false
		let keys = c.allKeys
		for i in 0..<keys.count {
			if keys[i] == .bench {
				hasBench = true
			}
			if keys[i] == .route {
				hasRoute = true
			}
		}

		if hasBench && hasRoute {
			throw DecodingError.dataCorrupted(DecodingError.Context(
				codingPath: decoder.codingPath,
				debugDescription: "record has both bench and route"))
		}
		if !hasBench && !hasRoute {
			throw DecodingError.dataCorrupted(DecodingError.Context(
				codingPath: decoder.codingPath,
				debugDescription: "record has neither bench nor route"))
		}

		// errors from Maker and Driver go straight back to the caller
		if hasBench {
			let m = try Maker(from: decoder)
			self = .maker(m)
			return
		}
		let d = try Driver(from: decoder)
		self = .driver(d)
	}
}
