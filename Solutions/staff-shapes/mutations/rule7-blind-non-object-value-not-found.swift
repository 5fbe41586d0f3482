// breaks: rule 7
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 7: a value that is not an object is reported as DecodingError.valueNotFound ("no staff record") instead of typeMismatch.
// breaks only rule 7 because: objects are handled exactly as before (1-6).
extension StaffMember: Decodable {
    private enum ShapeKeys: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let container: KeyedDecodingContainer<ShapeKeys>
        do {
            container = try decoder.container(keyedBy: ShapeKeys.self)
        } catch {
            throw DecodingError.valueNotFound(StaffMember.self, DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "no staff record"))
        }
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
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record needs 'bench' (a maker) or 'route' (a driver), and has neither."))
        }
    }
}
