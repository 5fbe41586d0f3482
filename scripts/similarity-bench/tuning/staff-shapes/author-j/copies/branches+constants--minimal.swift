extension StaffMember: Decodable {
    enum ShapeKeys: CodingKey { case bench, route }

    private static let makerShape: Set<ShapeKeys> = [.bench]
    private static let driverShape: Set<ShapeKeys> = [.route]
    private static let badShapeMessage = "need exactly one of bench or route"

    init(from decoder: Decoder) throws {
        let keys = Set(try decoder.container(keyedBy: ShapeKeys.self).allKeys)
        if keys == Self.makerShape {
            self = .maker(try Maker(from: decoder))
        } else if keys == Self.driverShape {
            self = .driver(try Driver(from: decoder))
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: Self.badShapeMessage))
        }
    }
}
