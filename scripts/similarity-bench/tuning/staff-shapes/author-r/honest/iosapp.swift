import Foundation

// MARK: - Decodable

extension StaffMember: Decodable {

    /// Only the keys that decide what kind of record this is.
    private enum ShapeKeys: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        let shape = try decoder.container(keyedBy: ShapeKeys.self)
        let found = shape.allKeys

        switch (found.contains(.bench), found.contains(.route)) {
        case (true, false):
            self = .maker(try Maker(from: decoder))
        case (false, true):
            self = .driver(try Driver(from: decoder))
        case (true, true):
            throw DecodingError.dataCorruptedError(forKey: .route,
                                                   in: shape,
                                                   debugDescription: "Record has both `bench` and `route` — can't tell maker from driver")
        case (false, false):
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "Expected a `bench` (maker) or a `route` (driver), found neither"))
        }
    }
}
