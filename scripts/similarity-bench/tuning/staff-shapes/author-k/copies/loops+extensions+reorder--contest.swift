extension StaffMember: Decodable {
    init(from d: Decoder) throws {
        var b = false, r = false
        for k in try d.container(keyedBy: K.self).allKeys { if k == .bench { b = true } else { r = true } }
        guard b != r else {
            throw DecodingError.dataCorrupted(.init(codingPath: d.codingPath, debugDescription: b ? "both bench and route" : "no bench/route"))
        }
        self = r ? .driver(try Driver(from: d)) : .maker(try Maker(from: d))
    }
}

extension StaffMember {
    fileprivate enum K: String, CodingKey { case route, bench }
}
