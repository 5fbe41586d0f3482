// shapeKey lists only the two keys that tell a maker from a driver.
enum shapeKey: String, CodingKey {
	case bench
	case route
}

extension StaffMember: Decodable {
	init(from decoder: Decoder) throws {
		// not an object -> typeMismatch from here
		let c = try decoder.container(keyedBy: shapeKey.self)

		let hasBench = c.contains(.bench)
		let hasRoute = c.contains(.route)

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

		if hasBench {
			let m = try Maker(from: decoder)
			self = .maker(m)
			return
		}

		let d = try Driver(from: decoder)
		self = .driver(d)
	}
}
