// breaks: rule 2
// The reference answer, but a driver is read by hand and its toy is taken
// from `name`, a slip of copy and paste (rule 2: read as `Driver` reads it).
extension StaffMember: Decodable {
    private enum ShapeKeys: String, CodingKey {
        case bench, route
    }

    private enum DriverFields: String, CodingKey {
        case name, gift, route
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: ShapeKeys.self)
        let present = Set(container.allKeys)
        switch (present.contains(.bench), present.contains(.route)) {
        case (true, false):
            self = .maker(try Maker(from: decoder))
        case (false, true):
            let fields = try decoder.container(keyedBy: DriverFields.self)
            let name = try fields.decode(String.self, forKey: .name)
            _ = try fields.decode(String.self, forKey: .gift)
            self = .driver(Driver(name: name, favoriteToy: name, route: try fields.decode(String.self, forKey: .route)))
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
