extension StaffMember: Decodable {
    /// Only the two keys that decide the kind. Every other key of the record
    /// stays invisible to this enum (rule 5).
    private enum KindKeys: String, CodingKey {
        case bench
        case route
    }

    /// Messages for the two refused shapes.
    private enum Message {
        static let both = "A staff record has both `bench` and `route`; it cannot be a maker and a driver"
        static let neither = "A staff record needs `bench` (maker) or `route` (driver); found neither"
        static let maxDecidingKeys = 2
    }

    /// Step 2 on its own: which of the two deciding keys are present?
    /// allKeys lists a key even when its value is null (rule 3).
    private static func presence(in kindContainer: KeyedDecodingContainer<KindKeys>) -> (bench: Bool, route: Bool) {
        let presentKeys = kindContainer.allKeys
        let hasBench = presentKeys.contains(.bench)
        let hasRoute = presentKeys.contains(.route)
        assert(presentKeys.count <= Message.maxDecidingKeys, "KindKeys only knows two keys")
        return (hasBench, hasRoute)
    }

    /// Builds the dataCorrupted error for a refused record.
    private static func refusal(_ message: String, at decoder: Decoder) -> DecodingError {
        let context = DecodingError.Context(codingPath: decoder.codingPath, debugDescription: message)
        let error = DecodingError.dataCorrupted(context)
        return error
    }

    init(from decoder: Decoder) throws {
        // Step 1: the record must be an object.
        // Not an object -> the container throws typeMismatch itself (rule 7).
        let kindContainer = try decoder.container(keyedBy: KindKeys.self)

        // Step 2: which keys are there.
        let (hasBench, hasRoute) = StaffMember.presence(in: kindContainer)

        // Step 3: one branch per combination.
        if hasBench && hasRoute {
            // Branch BOTH (rule 3): we refuse to guess.
            throw StaffMember.refusal(Message.both, at: decoder)
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
            throw StaffMember.refusal(Message.neither, at: decoder)
        }
    }
}
