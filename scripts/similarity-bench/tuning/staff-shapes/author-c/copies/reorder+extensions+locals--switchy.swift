extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        let shape = try decoder.container(keyedBy: ShapeKey.self)

        switch (shape.contains(.bench), shape.contains(.route)) {
        case (false, false):
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record needs either a bench or a route"))
        case (true, true):
            throw DecodingError.dataCorruptedError(
                forKey: .route, in: shape,
                debugDescription: "A staff record cannot have both a bench and a route")
        case (false, true):
            let driver = try Driver(from: decoder)
            self = .driver(driver)
        case (true, false):
            let maker = try Maker(from: decoder)
            self = .maker(maker)
        }
    }
}

extension StaffMember {
    fileprivate enum ShapeKey: String, CodingKey {
        case route
        case bench
    }
}
