// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: the driver is read field by field, and route and gift are read from each other's key.
// breaks only rule 2 because: both keys are still required strings, so missing keys throw keyNotFound and a number under route throws typeMismatch at "route" (6); makers, shape choice and non-objects are unchanged (1, 3-5, 7).
enum StaffFieldKeys: String, CodingKey { case name, gift, bench, route }

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
            let fields = try decoder.container(keyedBy: StaffFieldKeys.self)
            self = .driver(Driver(name: try fields.decode(String.self, forKey: .name), favoriteToy: try fields.decode(String.self, forKey: .route), route: try fields.decode(String.self, forKey: .gift)))
        case (true, true):
            throw DecodingError.dataCorruptedError(
                forKey: .route, in: container,
                debugDescription: "A staff record has both 'bench' and 'route': it cannot be a maker and a driver at once.")
        case (false, false):
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record needs 'bench' (a maker) or 'route' (a driver), and has neither."))
        }
    }
}
