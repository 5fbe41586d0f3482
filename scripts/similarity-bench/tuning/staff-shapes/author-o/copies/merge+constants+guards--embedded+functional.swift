extension StaffMember: Decodable {
    private enum K: String, CodingKey {
        case bench
        case route

        /// Each shape key knows which type reads the whole record.
        func read(_ decoder: Decoder) throws -> StaffMember {
            switch self {
            case .bench: return .maker(try Maker(from: decoder))
            case .route: return .driver(try Driver(from: decoder))
            }
        }
    }

    private static let bothShapes = "has both bench and route"
    private static let noShape = "no bench and no route, don't know what this is"

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: K.self)  // not an object -> typeMismatch
        let b = c.contains(.bench)
        let r = c.contains(.route)

        guard !(b && r) else {
            throw DecodingError.dataCorruptedError(forKey: K.route, in: c,
                                                   debugDescription: StaffMember.bothShapes)
        }
        guard b || r else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: StaffMember.noShape))
        }
        self = try (b ? K.bench : K.route).read(decoder)
    }
}
