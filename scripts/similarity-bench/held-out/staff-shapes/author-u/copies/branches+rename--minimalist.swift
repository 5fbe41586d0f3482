extension StaffMember: Decodable {
    private enum Marker: CodingKey { case bench, route }

    init(from decoder: Decoder) throws {
        let found = try decoder.container(keyedBy: Marker.self).allKeys
        if found == [.bench] {
            self = .maker(try Maker(from: decoder))
        } else if found == [.route] {
            self = .driver(try Driver(from: decoder))
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "need exactly one of bench/route"))
        }
    }
}
