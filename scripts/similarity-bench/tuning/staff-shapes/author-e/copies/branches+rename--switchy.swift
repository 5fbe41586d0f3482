extension StaffMember: Decodable {
    private enum Marker: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        let probe = try decoder.container(keyedBy: Marker.self)
        let atBench = probe.contains(.bench)
        let onRoute = probe.contains(.route)

        if atBench && onRoute {
            throw StaffMember.badRecord(decoder, "record carries both bench and route, so it can't be classified")
        } else if atBench {
            self = .maker(try Maker(from: decoder))
        } else if onRoute {
            self = .driver(try Driver(from: decoder))
        } else {
            throw StaffMember.badRecord(decoder, "record has no bench (maker) and no route (driver)")
        }
    }

    private static func badRecord(_ source: Decoder, _ reason: String) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: source.codingPath,
                                                          debugDescription: reason))
    }
}
