private enum ShapeKey: String, CodingKey {
    case route
    case bench
}

extension StaffMember {
    fileprivate static let ambiguousShape = "A staff record cannot have both a bench and a route"
    fileprivate static let missingShape = "A staff record needs either a bench or a route"

    fileprivate static func corrupt(_ decoder: Decoder, _ message: String) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: message))
    }
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        let shape = try decoder.container(keyedBy: ShapeKey.self)
        let hasRoute = shape.contains(.route)
        let hasBench = shape.contains(.bench)

        switch (hasBench, hasRoute) {
        case (false, false):
            throw Self.corrupt(decoder, Self.missingShape)
        case (true, true):
            throw Self.corrupt(decoder, Self.ambiguousShape)
        case (false, true):
            self = .driver(try Driver(from: decoder))
        case (true, false):
            self = .maker(try Maker(from: decoder))
        }
    }
}
