// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: a record with neither key falls into the driver branch (an if/else with driver as the default), so it throws Driver's keyNotFound for route.
// breaks only rule 4 because: makers (1), drivers (2), both keys (3), presence (5), error propagation once a kind is chosen (6) and non-objects (7) are unchanged.
extension StaffMember: Decodable {
    private enum ShapeKeys: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: ShapeKeys.self)
        let present = Set(container.allKeys)
        switch (present.contains(.bench), present.contains(.route)) {
        case (true, false):
            self = .maker(try Maker(from: decoder))
        case (false, true):
            self = .driver(try Driver(from: decoder))
        case (true, true):
            throw DecodingError.dataCorruptedError(
                forKey: .route, in: container,
                debugDescription: "A staff record has both 'bench' and 'route': it cannot be a maker and a driver at once.")
        case (false, false):
            self = .driver(try Driver(from: decoder))
        }
    }
}
