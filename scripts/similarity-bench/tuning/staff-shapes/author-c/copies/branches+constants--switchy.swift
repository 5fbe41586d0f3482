extension StaffMember: Decodable {
    private enum ShapeKey: String, CodingKey {
        case bench
        case route
    }

    private static let bothKeysMessage = "A staff record cannot have both a bench and a route"
    private static let noKeyMessage = "A staff record needs either a bench or a route"

    init(from decoder: Decoder) throws {
        let shape = try decoder.container(keyedBy: ShapeKey.self)
        let hasBench = shape.contains(.bench)
        let hasRoute = shape.contains(.route)

        if hasBench && !hasRoute {
            self = .maker(try Maker(from: decoder))
        } else if hasRoute && !hasBench {
            self = .driver(try Driver(from: decoder))
        } else if hasBench {
            throw DecodingError.dataCorruptedError(
                forKey: .route, in: shape,
                debugDescription: Self.bothKeysMessage)
        } else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: Self.noKeyMessage))
        }
    }
}
