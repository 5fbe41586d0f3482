import Foundation

extension StaffMember: Decodable {
    private enum Marker: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let probe = try decoder.container(keyedBy: Marker.self)
        let atBench = probe.contains(.bench)
        let onRoute = probe.contains(.route)

        if atBench && !onRoute {
            self = .maker(try Maker(from: decoder))
        } else if onRoute && !atBench {
            self = .driver(try Driver(from: decoder))
        } else if atBench {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "record carries both bench and route; refusing to guess"))
        } else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "record carries no bench and no route, so its kind is unknown"))
        }
    }
}
