import Foundation

extension StaffMember: Decodable {
    private enum Discriminator: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let probe = try decoder.container(keyedBy: Discriminator.self)
        let benchPresent = probe.contains(.bench)
        let routePresent = probe.contains(.route)

        if benchPresent && routePresent {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "record carries both bench and route, so it is neither clearly a maker nor a driver"))
        } else if benchPresent {
            self = .maker(try Maker(from: decoder))
        } else if routePresent {
            self = .driver(try Driver(from: decoder))
        } else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "record has no bench (maker) and no route (driver)"))
        }
    }
}
