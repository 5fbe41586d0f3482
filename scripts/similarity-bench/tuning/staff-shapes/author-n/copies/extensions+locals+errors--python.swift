extension StaffMember {

    // only the two keys that tell us what kind of person it is
    enum KindKeys: String, CodingKey {
        case bench
        case route
    }

    // gives back the error for a record with a bad shape, or nil when the shape is fine
    static func shapeProblem(_ foundBench: Bool, _ foundRoute: Bool, _ decoder: Decoder) -> DecodingError? {
        if foundBench == true && foundRoute == true {
            // both keys are there, so we can not know what it is
            return DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "the record has a bench and a route"))
        }
        if foundBench == false && foundRoute == false {
            // no bench and no route, we do not know this kind of record
            return DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "the record has no bench and no route"))
        }
        return nil
    }
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        // open the record (if it is not an object this throws typeMismatch by itself)
        // and look at which of the two keys it has
        // (allKeys only has bench and route in it, the other keys are not in KindKeys)
        var foundBench = false
        var foundRoute = false
        for key in try decoder.container(keyedBy: KindKeys.self).allKeys {
            if key == .bench {
                foundBench = true
            }
            if key == .route {
                foundRoute = true
            }
        }

        if let problem = StaffMember.shapeProblem(foundBench, foundRoute, decoder) {
            throw problem
        }

        if foundBench == true {
            // it is a maker, Maker can read the record by itself
            self = .maker(try Maker(from: decoder))
        } else {
            // it is a driver, Driver can read the record by itself
            self = .driver(try Driver(from: decoder))
        }
    }
}
