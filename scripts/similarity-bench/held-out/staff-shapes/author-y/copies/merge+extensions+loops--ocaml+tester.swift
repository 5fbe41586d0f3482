extension StaffMember {
    /// Only the two keys that decide the kind. Every other key of the record
    /// stays invisible to this enum (rule 5).
    fileprivate enum KindKeys: String, CodingKey {
        case bench
        case route
    }
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        // Step 1: the record must be an object.
        // Not an object -> the container throws typeMismatch itself (rule 7).
        let kindContainer = try decoder.container(keyedBy: KindKeys.self)

        // Step 2: which of the two deciding keys are present?
        // allKeys lists a key even when its value is null (rule 3).
        var hasBench = false
        var hasRoute = false
        for key in kindContainer.allKeys {
            switch key {
            case .bench: hasBench = true
            case .route: hasRoute = true
            }
        }

        let corrupt = { (why: String) in
            DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: why))
        }

        // Step 3: one branch per combination.
        self = switch (hasBench, hasRoute) {
        case (true, false): .maker(try Maker(from: decoder))
        case (false, true): .driver(try Driver(from: decoder))
        case (true, true): throw corrupt("A staff record has both `bench` and `route`; it cannot be a maker and a driver")
        case (false, false): throw corrupt("A staff record needs `bench` (maker) or `route` (driver); found neither")
        }
    }
}
