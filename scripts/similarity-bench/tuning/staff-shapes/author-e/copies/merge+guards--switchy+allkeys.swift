extension StaffMember: Decodable {
    private enum ShapeKey: String, CodingKey, CaseIterable {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        let shape = try decoder.container(keyedBy: ShapeKey.self)
        let present = shape.allKeys
        guard present.count == 1 else {
            throw StaffMember.corrupt(decoder, "a staff record needs exactly one of \(ShapeKey.allCases.map(\.rawValue)), found \(present.map(\.rawValue))")
        }
        guard present[0] == .route else {
            self = .maker(try Maker(from: decoder))
            return
        }
        self = .driver(try Driver(from: decoder))
    }

    private static func corrupt(_ decoder: Decoder, _ message: String) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                                                          debugDescription: message))
    }
}
