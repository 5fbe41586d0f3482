extension StaffMember: Decodable {
    // Only the two keys that decide what kind of record this is.
    enum ShapeKeys: String, CodingKey {
        case bench
        case route
    }

    // Builds the dataCorrupted error for a record of the wrong shape.
    private static func badShape(_ decoder: Decoder, _ message: String) -> DecodingError {
        return DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: message))
    }

    init(from decoder: Decoder) throws {
        // Open the record as an object (throws typeMismatch if it is not one).
        let container = try decoder.container(keyedBy: ShapeKeys.self)

        // Which of the two keys does the record have?
        let hasBench = container.contains(.bench)
        let hasRoute = container.contains(.route)

        // Count the shape keys, to double-check below.
        var shapeKeyCount = 0
        for _ in container.allKeys {
            shapeKeyCount += 1
        }
        assert(shapeKeyCount <= 2, "only two shape keys exist")

        // Both keys: we cannot tell, so the record is corrupt.
        if hasBench && hasRoute {
            throw StaffMember.badShape(decoder, "A staff member has both bench and route")
        }

        // Only bench: this is a maker.
        if hasBench {
            self = .maker(try Maker(from: decoder))
            return
        }

        // Only route: this is a driver.
        if hasRoute {
            self = .driver(try Driver(from: decoder))
            return
        }

        // Neither key: unknown shape.
        throw StaffMember.badShape(decoder, "A staff member needs a bench or a route, found neither (\(shapeKeyCount) shape keys)")
    }
}
