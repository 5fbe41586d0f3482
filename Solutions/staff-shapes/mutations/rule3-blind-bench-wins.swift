// breaks: rule 3
// Written blind from rule 3's text alone (the cases unseen): checks bench first, so a record with both bench and route becomes a maker instead of throwing
extension StaffMember: Decodable {
    private enum ShapeKey: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: ShapeKey.self)
        if c.contains(.bench) {
            self = .maker(try Maker(from: decoder))
        } else if c.contains(.route) {
            self = .driver(try Driver(from: decoder))
        } else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "record has neither bench nor route"))
        }
    }
}
