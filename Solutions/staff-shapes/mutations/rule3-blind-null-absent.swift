// breaks: rule 3
// Written blind from the text that said, before rule 3 did, that a key counts as present whatever its value (the cases unseen): a key whose value is null is treated as absent (contains && !decodeNil)
extension StaffMember: Decodable {
    private enum ShapeKey: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: ShapeKey.self)
        let hasBench = c.contains(.bench) ? !(try c.decodeNil(forKey: .bench)) : false
        let hasRoute = c.contains(.route) ? !(try c.decodeNil(forKey: .route)) : false
        switch (hasBench, hasRoute) {
        case (true, false):
            self = .maker(try Maker(from: decoder))
        case (false, true):
            self = .driver(try Driver(from: decoder))
        case (true, true):
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "record has both bench and route"))
        case (false, false):
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "record has neither bench nor route"))
        }
    }
}
