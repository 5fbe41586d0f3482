import Foundation

// scanStaffKeys reports which of the two shape keys a record has.
// a key with null in it is still listed in allKeys
func scanStaffKeys(_ keys: [StaffMember.StaffKindKeys]) -> (Bool, Bool) {
	var hasBench = false
	var hasRoute = false
	for i in 0..<keys.count {
		if keys[i] == .bench {
			hasBench = true
		}
		if keys[i] == .route {
			hasRoute = true
		}
	}
	return (hasBench, hasRoute)
}

// staffShapeError returns the error for a record that is neither or both kinds,
// or nil when the record has exactly one of the keys.
func staffShapeError(_ hasBench: Bool, _ hasRoute: Bool, _ path: [CodingKey]) -> DecodingError? {
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

extension StaffMember: Decodable {
	enum StaffKindKeys: String, CodingKey {
		case bench
		case route
	}

	init(from decoder: Decoder) throws {
		// this throws typeMismatch when the record is not an object
		let c = try decoder.container(keyedBy: StaffKindKeys.self)

		let (hasBench, hasRoute) = scanStaffKeys(c.allKeys)
		if let err = staffShapeError(hasBench, hasRoute, decoder.codingPath) {
			throw err
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
