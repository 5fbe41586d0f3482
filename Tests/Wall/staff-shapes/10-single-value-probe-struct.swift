// style: private nested probe struct with its own init(from:) decoded through a single-value container
import Foundation

extension StaffMember: Decodable {
    /// Reads only which shape keys a record carries.
    private struct ShapeProbe: Decodable {
        let hasBench: Bool
        let hasRoute: Bool

        private enum Keys: String, CodingKey {
            case bench, route
        }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            hasBench = container.contains(.bench)
            hasRoute = container.contains(.route)
        }
    }

    init(from decoder: Decoder) throws {
        let probe = try decoder.singleValueContainer().decode(ShapeProbe.self)
        if probe.hasBench, !probe.hasRoute {
            self = .maker(try Maker(from: decoder))
        } else if probe.hasRoute, !probe.hasBench {
            self = .driver(try Driver(from: decoder))
        } else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A record must carry exactly one of bench and route."))
        }
    }
}
