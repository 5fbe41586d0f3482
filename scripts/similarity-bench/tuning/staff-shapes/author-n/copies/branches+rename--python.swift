extension StaffMember: Decodable {

    // only the two keys that say what sort of worker it is
    enum WhichKeys: String, CodingKey {
        case workbench = "bench"
        case deliveryRoute = "route"
    }

    init(from decoder: Decoder) throws {
        // open the object (if it is not an object this throws typeMismatch by itself)
        let obj = try decoder.container(keyedBy: WhichKeys.self)

        // look at which of the two keys the object has
        // (allKeys only has bench and route in it, the other keys are not in WhichKeys)
        var sawBench = false
        var sawRoute = false
        for k in obj.allKeys {
            switch k {
            case .workbench:
                sawBench = true
            case .deliveryRoute:
                sawRoute = true
            }
        }

        switch (sawBench, sawRoute) {
        case (true, true):
            // both keys are there, so we can not know what it is
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "the record has a bench and a route"))
        case (true, false):
            // it is a maker, Maker can read the record by itself
            let m = try Maker(from: decoder)
            self = .maker(m)
        case (false, true):
            // it is a driver, Driver can read the record by itself
            let d = try Driver(from: decoder)
            self = .driver(d)
        case (false, false):
            // no bench and no route, we do not know this sort of record
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "the record has no bench and no route"))
        }
    }
}
