import Foundation

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        // open the record with just my two keys
        // (if the record is not an object this already throws typeMismatch)
        let container = try decoder.container(keyedBy: ShapeKey.self)

        // does it have a route? does it have a bench?
        var hasRoute = false
        var hasBench = false
        for key in container.allKeys {
            if key == .route {
                hasRoute = true
            }
            if key == .bench {
                hasBench = true
            }
        }

        switch (hasBench, hasRoute) {
        case (false, true):
            // a route means it's a driver
            self = .driver(try Driver(from: decoder))
        case (true, false):
            // a bench means it's a maker, let Maker read the record itself
            // (no try? here, if Maker fails its error should go up as it is)
            self = .maker(try Maker(from: decoder))
        case (false, false):
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: ShapeError.neitherBenchNorRoute.message))
        case (true, true):
            // even if one of them is null, the key is still there
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: ShapeError.bothBenchAndRoute.message))
        }
    }

    /// Why a record has no kind.
    private enum ShapeError {
        case neitherBenchNorRoute
        case bothBenchAndRoute

        var message: String {
            switch self {
            case .neitherBenchNorRoute:
                return "a record needs `bench` (maker) or `route` (driver), and has neither"
            case .bothBenchAndRoute:
                return "a record with both `bench` and `route` is neither a maker nor a driver"
            }
        }
    }

    /// The only keys that decide the kind of a record.
    private enum ShapeKey: String, CodingKey {
        case route
        case bench
    }
}
