import Foundation

extension StaffMember: Decodable {
	enum StaffKindKeys: String, CodingKey {
		case bench
		case route
	}

	/// Why a record has no kind.
	private enum KindProblem: Error {
		case both
		case neither

		var explanation: String {
			switch self {
			case .both: return "a staff record has both \"bench\" and \"route\"; it cannot be a maker and a driver"
			case .neither: return "a staff record has neither \"bench\" nor \"route\"; it is not a maker or a driver"
			}
		}
	}

	init(from decoder: Decoder) throws {
		// this throws typeMismatch when the record is not an object
		let c = try decoder.container(keyedBy: StaffKindKeys.self)

		// allKeys only has the keys our enum knows, so just bench and route.
		// a key with null in it is still listed
		var hasBench = false
		var hasRoute = false
		for i in 0..<c.allKeys.count {
			if c.allKeys[i] == .bench {
				hasBench = true
			}
			if c.allKeys[i] == .route {
				hasRoute = true
			}
		}

		switch (hasBench, hasRoute) {
		case (true, false):
			// errors from Maker and Driver go straight back to the caller
			self = .maker(try Maker(from: decoder))
		case (false, true):
			self = .driver(try Driver(from: decoder))
		case (true, true), (false, false):
			let problem: KindProblem = hasBench ? .both : .neither
			throw DecodingError.dataCorrupted(DecodingError.Context(
				codingPath: decoder.codingPath,
				debugDescription: problem.explanation,
				underlyingError: problem))
		}
	}
}
