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
        let shape = try Self.readShape(from: decoder)
        self = try Self.member(of: shape, from: decoder)
    }

    /// Opens the record with the two shape keys and decides its kind,
    /// turning a shape problem into the decoder's `dataCorrupted`.
    private static func readShape(from decoder: Decoder) throws -> Shape {
        let shapeKeys = try decoder.container(keyedBy: ShapeKey.self)
        let hasBench = shapeKeys.contains(.bench)
        let hasRoute = shapeKeys.contains(.route)
        do {
            return try shape(hasBench: hasBench, hasRoute: hasRoute)
        } catch let error as ShapeError {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: error.message))
        }
    }

    /// Reads the record as the kind decided; its own errors pass through.
    private static func member(of shape: Shape, from decoder: Decoder) throws -> StaffMember {
        switch shape {
        case .maker:
            return .maker(try Maker(from: decoder))
        case .driver:
            return .driver(try Driver(from: decoder))
        }
    }

    /// Pure decision table over the presence of the two keys.
    private static func shape(hasBench: Bool, hasRoute: Bool) throws -> Shape {
        switch (hasBench, hasRoute) {
        case (true, false):
            return .maker
        case (false, true):
            return .driver
        case (true, true):
            throw ShapeError.bothBenchAndRoute
        case (false, false):
            throw ShapeError.neitherBenchNorRoute
        }
    }
}
