// breaks: rule 4
// Written blind from rule 4's text alone (the cases unseen): anything without bench is read as a Driver, so a record with neither key throws Driver's keyNotFound(route) instead of dataCorrupted
extension StaffMember: Decodable {
    private enum ShapeKey: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: ShapeKey.self)
        let hasBench = c.contains(.bench)
        let hasRoute = c.contains(.route)
        if hasBench && hasRoute {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "record has both bench and route"))
        }
        if hasBench {
            self = .maker(try Maker(from: decoder))
        } else {
            self = .driver(try Driver(from: decoder))
        }
    }
}
