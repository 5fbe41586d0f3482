// breaks: rule 6
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 6: any error from Maker or Driver is caught and rethrown as dataCorrupted ("bad staff record").
// breaks only rule 6 because: good records decode as before (1, 2), the shape errors (3, 4), presence (5) and non-objects (7) are unchanged.
extension StaffMember: Decodable {
    private enum ShapeKeys: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: ShapeKeys.self)
        let present = Set(container.allKeys)
        do {
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
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record needs 'bench' (a maker) or 'route' (a driver), and has neither."))
        }
        } catch let error as DecodingError {
            if case .dataCorrupted = error { throw error }
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "bad staff record: \(error)"))
        }
    }
}
