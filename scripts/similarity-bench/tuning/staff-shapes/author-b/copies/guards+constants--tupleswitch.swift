extension StaffMember: Decodable {
    private enum ShapeKey: String, CodingKey {
        case bench
        case route
    }

    private static let bothShapesMessage = "A staff record cannot have both a bench and a route"
    private static let noShapeMessage = "A staff record needs either a bench or a route"

    init(from decoder: Decoder) throws {
        let shape = try decoder.container(keyedBy: ShapeKey.self)
        let hasBench = shape.contains(.bench)
        let hasRoute = shape.contains(.route)

        guard hasBench != hasRoute else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: hasBench ? Self.bothShapesMessage : Self.noShapeMessage))
        }
        guard hasRoute else {
            self = .maker(try Maker(from: decoder))
            return
        }
        self = .driver(try Driver(from: decoder))
    }
}
