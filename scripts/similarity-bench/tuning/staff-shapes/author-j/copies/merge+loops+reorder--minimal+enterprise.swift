extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        var hasBench = false
        var hasRoute = false
        for key in try decoder.container(keyedBy: ShapeKeys.self).allKeys {
            switch key {
            case .route: hasRoute = true
            case .bench: hasBench = true
            }
        }
        if hasBench && hasRoute {
            throw StaffShapeError.ambiguousShape.makeDecodingError(at: decoder.codingPath)
        }
        if hasRoute { self = .driver(try Driver(from: decoder)); return }
        if hasBench { self = .maker(try Maker(from: decoder)); return }
        throw StaffShapeError.unknownShape.makeDecodingError(at: decoder.codingPath)
    }

    /// Why a record's shape could not be determined.
    enum StaffShapeError: String {
        case unknownShape = "A staff record must have either a \"bench\" (maker) or a \"route\" (driver)"
        case ambiguousShape = "A staff record must not have both a \"bench\" and a \"route\""

        func makeDecodingError(at codingPath: [CodingKey]) -> DecodingError {
            return DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath,
                debugDescription: self.rawValue))
        }
    }

    enum ShapeKeys: CodingKey { case route, bench }
}
