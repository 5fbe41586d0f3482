extension StaffMember: Decodable {
    // Only the two keys that decide what kind of record this is.
    enum KindKeys: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        // Open the record as an object (throws typeMismatch if it is not one).
        let record = try decoder.container(keyedBy: KindKeys.self)

        // Which of the two keys does the record have?
        let benchFound = record.contains(.bench)
        let routeFound = record.contains(.route)

        switch (benchFound, routeFound) {
        case (true, true):
            // Both keys: we cannot tell, so the record is corrupt.
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff member has both bench and route"))
        case (true, false):
            // Only bench: this is a maker.
            let worker = try Maker(from: decoder)
            self = .maker(worker)
        case (false, true):
            // Only route: this is a driver.
            let courier = try Driver(from: decoder)
            self = .driver(courier)
        case (false, false):
            // Neither key: unknown shape.
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff member needs a bench or a route, found neither"))
        }
    }
}
