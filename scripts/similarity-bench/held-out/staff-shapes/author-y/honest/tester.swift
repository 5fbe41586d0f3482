extension StaffMember: Decodable {
    /// Only the two keys that decide the kind. Every other key of the record
    /// stays invisible to this enum (rule 5).
    private enum KindKeys: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        // Step 1: the record must be an object.
        // Not an object -> the container throws typeMismatch itself (rule 7).
        let kindContainer = try decoder.container(keyedBy: KindKeys.self)

        // Step 2: which of the two deciding keys are present?
        // allKeys lists a key even when its value is null (rule 3).
        let presentKeys = kindContainer.allKeys
        let hasBench = presentKeys.contains(.bench)
        let hasRoute = presentKeys.contains(.route)
        assert(presentKeys.count <= 2, "KindKeys only knows two keys")

        // Step 3: one branch per combination.
        if hasBench && hasRoute {
            // Branch BOTH (rule 3): we refuse to guess.
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record has both `bench` and `route`; it cannot be a maker and a driver"))
        } else if hasBench {
            // Branch MAKER (rule 1): Maker reads the same record; its errors pass through (rule 6).
            let maker = try Maker(from: decoder)
            self = .maker(maker)
        } else if hasRoute {
            // Branch DRIVER (rule 2): Driver reads the same record; its errors pass through (rule 6).
            let driver = try Driver(from: decoder)
            self = .driver(driver)
        } else {
            // Branch NEITHER (rule 4): a shape we do not know.
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record needs `bench` (maker) or `route` (driver); found neither"))
        }
    }
}
