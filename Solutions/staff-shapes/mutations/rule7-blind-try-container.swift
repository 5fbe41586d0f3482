// breaks: rule 7
// Written blind from rule 7's text alone (the cases unseen): opens the keyed container with try? and reports a non-object as dataCorrupted instead of typeMismatch
extension StaffMember: Decodable {
    private enum ShapeKey: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        guard let c = try? decoder.container(keyedBy: ShapeKey.self) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "a staff record must be an object"))
        }
        switch (c.contains(.bench), c.contains(.route)) {
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
