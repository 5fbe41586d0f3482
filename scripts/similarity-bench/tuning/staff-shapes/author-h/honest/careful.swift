extension StaffMember: Decodable {
    // Only the two keys that decide what kind of record this is.
    enum ShapeKeys: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        // Open the record as an object (throws typeMismatch if it is not one).
        let container = try decoder.container(keyedBy: ShapeKeys.self)

        // Which of the two keys does the record have?
        let hasBench = container.contains(.bench)
        let hasRoute = container.contains(.route)

        // Both keys: we cannot tell, so the record is corrupt.
        if hasBench && hasRoute {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff member has both bench and route"))
        }

        // Only bench: this is a maker.
        if hasBench {
            let maker = try Maker(from: decoder)
            self = .maker(maker)
            return
        }

        // Only route: this is a driver.
        if hasRoute {
            let driver = try Driver(from: decoder)
            self = .driver(driver)
            return
        }

        // Neither key: unknown shape.
        throw DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "A staff member needs a bench or a route, found neither"))
    }
}
