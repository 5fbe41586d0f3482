extension StaffMember: Decodable {
    enum ShapeKeys: CodingKey { case bench, route }

    init(from decoder: Decoder) throws {
        let keys = Set(try decoder.container(keyedBy: ShapeKeys.self).allKeys)
        switch keys {
        case [.bench]: self = .maker(try Maker(from: decoder))
        case [.route]: self = .driver(try Driver(from: decoder))
        default:
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "need exactly one of bench or route"))
        }
    }
}
