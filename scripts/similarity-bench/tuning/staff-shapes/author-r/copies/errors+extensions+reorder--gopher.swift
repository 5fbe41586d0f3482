extension StaffMember {
	init(from decoder: Decoder) throws {
		// not an object -> typeMismatch from here
		let c = try decoder.container(keyedBy: shapeKey.self)

		let hasRoute = c.contains(.route)
		let hasBench = c.contains(.bench)

		if let err = shapeError(hasBench, hasRoute, decoder.codingPath) {
			throw err
		}

		if hasRoute {
			let d = try Driver(from: decoder)
			self = .driver(d)
			return
		}

		let m = try Maker(from: decoder)
		self = .maker(m)
	}
}

extension StaffMember: Decodable {}

// shapeError returns the error for a record of no known shape, or nil
// when exactly one of bench and route is there.
func shapeError(_ hasBench: Bool, _ hasRoute: Bool, _ path: [CodingKey]) -> DecodingError? {
	if hasBench && hasRoute {
		return DecodingError.dataCorrupted(DecodingError.Context(
			codingPath: path,
			debugDescription: "record has both bench and route"))
	}
	if !hasBench && !hasRoute {
		return DecodingError.dataCorrupted(DecodingError.Context(
			codingPath: path,
			debugDescription: "record has neither bench nor route"))
	}
	return nil
}

// shapeKey lists only the two keys that tell a maker from a driver.
enum shapeKey: String, CodingKey {
	case route
	case bench
}
