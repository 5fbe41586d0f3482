private enum Shape: String, CodingKey, CaseIterable {
    case bench, route
}

private let bothShapesMessage = "both `bench` and `route` present"
private let noShapeMessage = "expected `bench` or `route`"
private let maxShapes = 1

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
        case .bench: return .maker(try Maker(from: decoder))
        case .route: return .driver(try Driver(from: decoder))
        }
    }
}

private extension KeyedDecodingContainer where K == Shape {
    /// The one shape of this record, or dataCorrupted when it has none or both.
    func onlyShape() throws -> Shape {
        let shapes = presentShapes
        guard shapes.count <= maxShapes else { throw ambiguous(bothShapesMessage) }
        guard let shape = shapes.first else { throw ambiguous(noShapeMessage) }
        return shape
    }
}

private extension KeyedDecodingContainer where K == Shape {
    /// The shape keys the record actually carries.
    var presentShapes: [Shape] { Shape.allCases.filter(contains) }

    func ambiguous(_ message: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
    }
}
