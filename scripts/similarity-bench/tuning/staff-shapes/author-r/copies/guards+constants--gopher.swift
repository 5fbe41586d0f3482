// shapeKey lists only the two keys that tell a maker from a driver.
enum shapeKey: String, CodingKey {
	case bench
	case route
}

// messages for records of no known shape
enum shapeMsg {
	static let both = "record has both bench and route"
	static let neither = "record has neither bench nor route"
}

extension StaffMember: Decodable {
	init(from decoder: Decoder) throws {
		// not an object -> typeMismatch from here
		let c = try decoder.container(keyedBy: shapeKey.self)

		let hasBench = c.contains(.bench)
		let hasRoute = c.contains(.route)

		guard !(hasBench && hasRoute) else {
			throw DecodingError.dataCorrupted(DecodingError.Context(
				codingPath: decoder.codingPath,
				debugDescription: shapeMsg.both))
		}
		guard hasBench || hasRoute else {
			throw DecodingError.dataCorrupted(DecodingError.Context(
				codingPath: decoder.codingPath,
				debugDescription: shapeMsg.neither))
		}

		guard hasBench else {
			let d = try Driver(from: decoder)
			self = .driver(d)
			return
		}

		let m = try Maker(from: decoder)
		self = .maker(m)
	}
}
