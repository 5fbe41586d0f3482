import Foundation

extension StaffMember: Decodable {
    private enum ShapeKey: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let shape = try decoder.container(keyedBy: ShapeKey.self)
        let hasBench = shape.contains(.bench)
        let hasRoute = shape.contains(.route)

        switch (hasBench, hasRoute) {
        case (true, false):
            self = .maker(try Maker(from: decoder))
        case (false, true):
            self = .driver(try Driver(from: decoder))
        case (true, true):
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record cannot have both a bench and a route"))
        case (false, false):
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record needs a bench (maker) or a route (driver)"))
        }
    }
}
