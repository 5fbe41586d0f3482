// breaks: rule 6
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 6: the maker is read field by field with gift optional, so a maker without gift gets "" instead of keyNotFound.
// breaks only rule 6 because: complete makers read exactly as Maker reads them (1), a missing name or a text bench still throw keyNotFound and typeMismatch; drivers, shapes and non-objects unchanged (2-5, 7).
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
            let fields = try decoder.container(keyedBy: StaffFieldKeys.self)
            self = .maker(Maker(name: try fields.decode(String.self, forKey: .name), favoriteToy: try fields.decodeIfPresent(String.self, forKey: .gift) ?? "", bench: try fields.decode(Int.self, forKey: .bench)))
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
