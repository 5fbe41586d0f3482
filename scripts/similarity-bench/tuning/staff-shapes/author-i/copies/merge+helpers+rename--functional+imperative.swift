import Foundation

extension StaffMember: Decodable {
    private enum Marker: String, CodingKey {
        case bench, route
    }

    private static func corrupted(_ decoder: Decoder, _ why: String) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: why))
    }

    private static func tally(_ markers: [Marker]) -> (benches: Int, routes: Int) {
        var benches = 0
        var routes = 0
        for marker in markers {
            switch marker {
            case .bench:
                benches += 1
            case .route:
                routes += 1
            }
        }
        return (benches, routes)
    }

    init(from decoder: Decoder) throws {
        let found = try decoder.container(keyedBy: Marker.self).allKeys
        let (benches, routes) = Self.tally(found)

        if benches > 0 && routes > 0 {
            throw Self.corrupted(decoder, "record has both bench and route")
        }
        if benches == 0 && routes == 0 {
            throw Self.corrupted(decoder, "record has neither bench nor route")
        }

        if benches > 0 {
            self = .maker(try Maker(from: decoder))
            return
        }
        self = .driver(try Driver(from: decoder))
    }
}
