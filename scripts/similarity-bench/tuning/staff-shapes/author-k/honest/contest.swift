extension StaffMember: Decodable {
    private enum K: String, CodingKey { case bench, route }

    init(from d: Decoder) throws {
        let ks = try d.container(keyedBy: K.self).allKeys
        guard ks.count == 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: d.codingPath, debugDescription: ks.isEmpty ? "no bench/route" : "both bench and route"))
        }
        self = ks[0] == .bench ? .maker(try Maker(from: d)) : .driver(try Driver(from: d))
    }
}
