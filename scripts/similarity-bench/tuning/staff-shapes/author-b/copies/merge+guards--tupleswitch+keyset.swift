import Foundation

extension StaffMember: Decodable {
    private enum ShapeKey: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        let shape = try decoder.container(keyedBy: ShapeKey.self)
        let hasBench = shape.contains(.bench)
        let hasRoute = shape.contains(.route)

        if hasBench && !hasRoute {
            self = .maker(try Maker(from: decoder))
        } else if hasRoute && !hasBench {
            self = .driver(try Driver(from: decoder))
        } else {
            let problem = hasBench
                ? "found both \"bench\" and \"route\""
                : "found neither \"bench\" nor \"route\""
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "Unknown staff shape: \(problem)"))
        }
    }
}
