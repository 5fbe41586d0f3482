extension StaffMember: Decodable {
    private enum Shape: CodingKey { case bench, route }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Shape.self)
        guard c.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "need exactly one of bench/route"))
        }
        self = try c.allKeys[0] == .bench ? .maker(Maker(from: decoder)) : .driver(Driver(from: decoder))
    }
}
