// breaks: rule 6
// Written blind from rule 6's text alone (the cases unseen): calls Maker/Driver with try? and throws its own dataCorrupted when they fail, so their keyNotFound/typeMismatch never reach the caller
extension StaffMember: Decodable {
    private enum ShapeKey: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: ShapeKey.self)
        switch (c.contains(.bench), c.contains(.route)) {
        case (true, false):
            guard let maker = try? Maker(from: decoder) else {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "not a valid maker"))
            }
            self = .maker(maker)
        case (false, true):
            guard let driver = try? Driver(from: decoder) else {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "not a valid driver"))
            }
            self = .driver(driver)
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
