import Foundation

// MARK: - Decodable

extension StaffMember: Decodable {

    /// Only the keys that decide what kind of record this is.
    private enum ShapeKeys: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        // not an object -> typeMismatch from here
        let c = try decoder.container(keyedBy: ShapeKeys.self)

        var hasBench = false
        var hasRoute = false
        for k in c.allKeys {
            switch k {
            case .bench: hasBench = true
            case .route: hasRoute = true
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

        self = hasBench ? .maker(try Maker(from: decoder)) : .driver(try Driver(from: decoder))
    }
}
