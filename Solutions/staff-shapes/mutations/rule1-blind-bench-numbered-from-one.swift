// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: the maker's bench is shifted by one ("the JSON counts benches from 1").
// breaks only rule 1 because: Maker(from:) still reads the record, so its errors propagate unchanged (6); drivers, shape choice and non-objects are unchanged (2-5, 7).
extension StaffMember: Decodable {
    private enum ShapeKeys: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: ShapeKeys.self)
        let present = Set(container.allKeys)
        switch (present.contains(.bench), present.contains(.route)) {
        case (true, false):
            let maker = try Maker(from: decoder)
            self = .maker(Maker(name: maker.name, favoriteToy: maker.favoriteToy, bench: maker.bench - 1))
        case (false, true):
            self = .driver(try Driver(from: decoder))
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
