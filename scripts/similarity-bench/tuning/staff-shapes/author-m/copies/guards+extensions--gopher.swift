import Foundation

extension StaffMember {
	enum StaffKindKeys: String, CodingKey {
		case bench
		case route
	}
}

extension StaffMember: Decodable {
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

		guard !(hasBench && hasRoute) else {
			throw DecodingError.dataCorrupted(DecodingError.Context(
				codingPath: decoder.codingPath,
				debugDescription: "record has both bench and route"))
		}
		guard hasBench || hasRoute else {
			throw DecodingError.dataCorrupted(DecodingError.Context(
				codingPath: decoder.codingPath,
				debugDescription: "record has neither bench nor route"))
		}

		// errors from Maker and Driver go straight back to the caller
		guard hasBench else {
			let d = try Driver(from: decoder)
			self = .driver(d)
			return
		}
		let m = try Maker(from: decoder)
		self = .maker(m)
	}
}
