private enum Shape: String, CodingKey, CaseIterable {
    case bench, route
}

private extension KeyedDecodingContainer where K == Shape {
    /// The shape keys the record actually carries.
    var presentShapes: [Shape] { Shape.allCases.filter(contains) }

    func ambiguous(_ message: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
    }

    /// The one shape of this record, or dataCorrupted when it has none or both.
    func onlyShape() throws -> Shape {
        let shapes = presentShapes
        guard shapes.count < 2 else { throw ambiguous("both `bench` and `route` present") }
        guard let shape = shapes.first else { throw ambiguous("expected `bench` or `route`") }
        return shape
    }
}

private extension Shape {
    func member(from decoder: Decoder) throws -> StaffMember {
        switch self {
        case .bench: return .maker(try Maker(from: decoder))
        case .route: return .driver(try Driver(from: decoder))
        }
    }
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        self = try decoder.container(keyedBy: Shape.self)
            .onlyShape()
            .member(from: decoder)
    }
}
