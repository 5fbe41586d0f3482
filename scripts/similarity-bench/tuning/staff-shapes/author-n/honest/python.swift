extension StaffMember: Decodable {

    // only the two keys that tell us what kind of person it is
    enum KindKeys: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        // open the record (if it is not an object this throws typeMismatch by itself)
        let record = try decoder.container(keyedBy: KindKeys.self)

        // look at which of the two keys the record has
        // (allKeys only has bench and route in it, the other keys are not in KindKeys)
        var foundBench = false
        var foundRoute = false
        for key in record.allKeys {
            if key == .bench {
                foundBench = true
            }
            if key == .route {
                foundRoute = true
            }
        }

        if foundBench == true && foundRoute == true {
            // both keys are there, so we can not know what it is
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "the record has a bench and a route"))
        } else if foundBench == true {
            // it is a maker, Maker can read the record by itself
            let maker = try Maker(from: decoder)
            self = .maker(maker)
        } else if foundRoute == true {
            // it is a driver, Driver can read the record by itself
            let driver = try Driver(from: decoder)
            self = .driver(driver)
        } else {
            // no bench and no route, we do not know this kind of record
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "the record has no bench and no route"))
        }
    }
}
