// breaks: rule 1
// The reference answer, but a maker is read by hand and its toy is taken
// from `name`, a slip of copy and paste (rule 1: read as `Maker` reads it).
extension StaffMember: Decodable {
    private enum ShapeKeys: String, CodingKey {
        case bench, route
    }

    private enum MakerFields: String, CodingKey {
        case name, gift, bench
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: ShapeKeys.self)
        let present = Set(container.allKeys)
        switch (present.contains(.bench), present.contains(.route)) {
        case (true, false):
            let fields = try decoder.container(keyedBy: MakerFields.self)
            let name = try fields.decode(String.self, forKey: .name)
            _ = try fields.decode(String.self, forKey: .gift)
            self = .maker(Maker(name: name, favoriteToy: name, bench: try fields.decode(Int.self, forKey: .bench)))
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
