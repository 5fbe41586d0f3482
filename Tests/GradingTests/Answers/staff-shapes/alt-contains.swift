// expect-pass
// Asks contains(_:) about each key and branches with if/else.
extension StaffMember: Decodable {
    enum KindKeys: CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        let keys = try decoder.container(keyedBy: KindKeys.self)
        let isMaker = keys.contains(.bench)
        let isDriver = keys.contains(.route)
        if isMaker && isDriver {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "both bench and route"))
        } else if isMaker {
            self = .maker(try Maker(from: decoder))
        } else if isDriver {
            self = .driver(try Driver(from: decoder))
        } else {
            throw DecodingError.dataCorruptedError(forKey: .bench, in: keys, debugDescription: "no bench and no route")
        }
    }
}
