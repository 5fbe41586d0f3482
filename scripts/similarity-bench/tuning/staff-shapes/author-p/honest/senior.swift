extension StaffMember: Decodable {
    private enum ShapeKey: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: ShapeKey.self)
        let shape = Set(container.allKeys)

        switch (shape.contains(.bench), shape.contains(.route)) {
        case (true, false):
            self = .maker(try Maker(from: decoder))
        case (false, true):
            self = .driver(try Driver(from: decoder))
        case (true, true):
            throw DecodingError.ambiguousShape(at: decoder.codingPath, "has both `bench` and `route`")
        case (false, false):
            throw DecodingError.ambiguousShape(at: decoder.codingPath, "has neither `bench` nor `route`")
        }
    }
}

private extension DecodingError {
    static func ambiguousShape(at codingPath: [CodingKey], _ detail: String) -> Self {
        .dataCorrupted(Context(codingPath: codingPath, debugDescription: "Staff record \(detail)"))
    }
}
