// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: a record with both bench and route is read as a maker (bench wins).
// breaks only rule 3 because: records with one shape key (1, 2) or none (4) are handled as before, presence rules (5), error propagation (6) and non-objects (7) are unchanged.
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
            self = .maker(try Maker(from: decoder))
        case (false, false):
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record needs 'bench' (a maker) or 'route' (a driver), and has neither."))
        }
    }
}
