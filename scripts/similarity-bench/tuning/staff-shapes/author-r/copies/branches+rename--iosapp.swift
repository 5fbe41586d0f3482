import Foundation

// MARK: - Decodable

extension StaffMember: Decodable {

    /// Only the keys that decide what kind of record this is.
    private enum KindMarker: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        let markers = try decoder.container(keyedBy: KindMarker.self)
        let presentKeys = markers.allKeys
        let isMaker = presentKeys.contains(.bench)
        let isDriver = presentKeys.contains(.route)

        if isMaker && !isDriver {
            self = .maker(try Maker(from: decoder))
        } else if isDriver && !isMaker {
            self = .driver(try Driver(from: decoder))
        } else if isMaker && isDriver {
            throw DecodingError.dataCorruptedError(forKey: .route,
                                                   in: markers,
                                                   debugDescription: "Record has both `bench` and `route` — can't tell maker from driver")
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "Expected a `bench` (maker) or a `route` (driver), found neither"))
        }
    }
}
