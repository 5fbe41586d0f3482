import Foundation

private enum KindKey: String, CodingKey {
    case bench, route
}

private func refuse(_ decoder: Decoder, _ reason: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: reason))
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        // Look only at the two keys that tell the kinds apart.
        let kindView: KeyedDecodingContainer<KindKey> = try decoder.container(keyedBy: KindKey.self)

        // Does the record carry a bench, a route, or both?
        let sitsAtBench: Bool = kindView.contains(.bench)
        let drivesRoute: Bool = kindView.contains(.route)

        if sitsAtBench && drivesRoute {
            // Ambiguous: we do not pick one.
            throw refuse(decoder, "record has both bench and route")
        } else if sitsAtBench {
            // A maker, decoded by Maker itself.
            self = .maker(try Maker(from: decoder))
        } else if drivesRoute {
            // A driver, decoded by Driver itself.
            self = .driver(try Driver(from: decoder))
        } else {
            // No deciding key at all.
            throw refuse(decoder, "record has neither bench nor route")
        }
    }
}
