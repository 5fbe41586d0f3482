extension StaffMember: Decodable {
    /// The only keys that decide the kind of a record.
    private enum ShapeKey: String, CodingKey {
        case bench
        case route
    }

    /// The kinds a record can be.
    private enum Shape {
        case maker
        case driver
    }

    /// Why a record has no kind.
    private enum ShapeError: Error {
        case bothBenchAndRoute
        case neitherBenchNorRoute

        var message: String {
            switch self {
            case .bothBenchAndRoute:
                return "a record with both `bench` and `route` is neither a maker nor a driver"
            case .neitherBenchNorRoute:
                return "a record needs `bench` (maker) or `route` (driver), and has neither"
            }
        }
    }

    init(from decoder: Decoder) throws {
        let shapeKeys = try decoder.container(keyedBy: ShapeKey.self)
        let shape = Self.shape(
            hasBench: shapeKeys.contains(.bench),
            hasRoute: shapeKeys.contains(.route))
        switch shape {
        case .success(.maker):
            self = .maker(try Maker(from: decoder))
        case .success(.driver):
            self = .driver(try Driver(from: decoder))
        case .failure(let error):
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: error.message))
        }
    }

    /// Pure decision table over the presence of the two keys.
    private static func shape(hasBench: Bool, hasRoute: Bool) -> Result<Shape, ShapeError> {
        switch (hasBench, hasRoute) {
        case (true, false):
            return .success(.maker)
        case (false, true):
            return .success(.driver)
        case (true, true):
            return .failure(.bothBenchAndRoute)
        case (false, false):
            return .failure(.neitherBenchNorRoute)
        }
    }
}
