// expect-fail: both bench and route
// Guesses "maker" whenever a bench is there, even when a route is too.
extension StaffMember: Decodable {
    enum KindKeys: CodingKey { case bench, route }

    init(from decoder: Decoder) throws {
        let keys = try decoder.container(keyedBy: KindKeys.self)
        if keys.contains(.bench) {
            self = .maker(try Maker(from: decoder))
        } else if keys.contains(.route) {
            self = .driver(try Driver(from: decoder))
        } else {
            throw DecodingError.dataCorruptedError(forKey: .bench, in: keys, debugDescription: "no bench and no route")
        }
    }
}
