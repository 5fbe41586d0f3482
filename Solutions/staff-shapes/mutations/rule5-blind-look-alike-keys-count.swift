// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: the shape keys are matched without their letter case, so "Bench" or "ROUTE" counts as bench or route.
// breaks only rule 5 because: records with the exact keys are classified as before (1-4), errors propagate (6), non-objects throw typeMismatch (7).
struct AnyShapeKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension StaffMember: Decodable {
    private enum ShapeKeys: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: ShapeKeys.self)
        let every = try decoder.container(keyedBy: AnyShapeKey.self)
        let present = Set(every.allKeys.compactMap { ShapeKeys(rawValue: $0.stringValue.lowercased()) })
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
    }
}
