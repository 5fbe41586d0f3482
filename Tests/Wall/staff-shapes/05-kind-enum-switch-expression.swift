// style: private Kind enum with a failable init; switch expression (Swift 5.9)
import Foundation

extension StaffMember: Decodable {
    private enum Marker: String, CodingKey {
        case bench, route
    }

    private enum Kind {
        case maker, driver

        init?(bench: Bool, route: Bool) {
            switch (bench, route) {
            case (true, false): self = .maker
            case (false, true): self = .driver
            default: return nil
            }
        }
    }

    init(from decoder: Decoder) throws {
        let markers = try decoder.container(keyedBy: Marker.self)
        guard let kind = Kind(bench: markers.contains(.bench), route: markers.contains(.route)) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record must have exactly one of the keys bench and route."))
        }
        self = switch kind {
        case .maker: .maker(try Maker(from: decoder))
        case .driver: .driver(try Driver(from: decoder))
        }
    }
}
