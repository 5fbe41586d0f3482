/// The keys that decide what kind of staff member a record is.
private enum StaffKindKeys: String, CodingKey {
    case bench
    case route
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        // Not an object -> typeMismatch from the container.
        let present = try decoder.container(keyedBy: StaffKindKeys.self).allKeys
        let hasBench = present.contains(.bench), hasRoute = present.contains(.route)

        if hasBench && !hasRoute {
            self = .maker(try Maker(from: decoder))
        } else if hasRoute && !hasBench {
            self = .driver(try Driver(from: decoder))
        } else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: hasBench
                    ? "A staff record must not have both \"bench\" and \"route\""
                    : "A staff record needs either \"bench\" (maker) or \"route\" (driver)"))
        }
    }
}
