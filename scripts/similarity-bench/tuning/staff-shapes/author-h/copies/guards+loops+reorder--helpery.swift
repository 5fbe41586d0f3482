extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        self = try decoder.container(keyedBy: Shape.self)
            .onlyShape()
            .member(from: decoder)
    }
}

private extension Shape {
    func member(from decoder: Decoder) throws -> StaffMember {
        switch self {
        case .route: return .driver(try Driver(from: decoder))
        case .bench: return .maker(try Maker(from: decoder))
        }
    }
}

private extension KeyedDecodingContainer where K == Shape {
    /// The one shape of this record, or dataCorrupted when it has none or both.
    func onlyShape() throws -> Shape {
        let shapes = presentShapes
        if shapes.count >= 2 {
            throw ambiguous("both `bench` and `route` present")
        }
        if let shape = shapes.first {
            return shape
        }
        throw ambiguous("expected `bench` or `route`")
    }

    func ambiguous(_ message: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
    }

    /// The shape keys the record actually carries.
    var presentShapes: [Shape] {
        var found: [Shape] = []
        for shape in Shape.allCases where contains(shape) {
            found.append(shape)
        }
        return found
    }
}

private enum Shape: String, CodingKey, CaseIterable {
    case bench, route
}
