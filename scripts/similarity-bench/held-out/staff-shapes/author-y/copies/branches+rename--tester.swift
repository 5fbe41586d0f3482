extension StaffMember: Decodable {
    /// Only the two keys that tell the kind apart. Every other key of the
    /// record stays invisible to this enum (rule 5).
    private enum DecidingKey: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        // Step 1: the record must be an object.
        // Not an object -> the container throws typeMismatch itself (rule 7).
        let probe = try decoder.container(keyedBy: DecidingKey.self)

        // Step 2: which of the two deciding keys are present?
        // allKeys lists a key even when its value is null (rule 3).
        let foundKeys = probe.allKeys
        let benchFound = foundKeys.contains(.bench)
        let routeFound = foundKeys.contains(.route)
        assert(foundKeys.count <= 2, "DecidingKey only knows two keys")

        // Step 3: one case per combination.
        switch (benchFound, routeFound) {
        case (true, true):
            // Case BOTH (rule 3): we refuse to guess.
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record has both `bench` and `route`; it cannot be a maker and a driver"))
        case (true, false):
            // Case MAKER (rule 1): Maker reads the same record; its errors pass through (rule 6).
            let builder = try Maker(from: decoder)
            self = .maker(builder)
        case (false, true):
            // Case DRIVER (rule 2): Driver reads the same record; its errors pass through (rule 6).
            let courier = try Driver(from: decoder)
            self = .driver(courier)
        case (false, false):
            // Case NEITHER (rule 4): a shape we do not know.
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record needs `bench` (maker) or `route` (driver); found neither"))
        }
    }
}
