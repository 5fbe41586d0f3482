import Foundation

extension StaffMember: Decodable {

    /// The only keys that decide which kind of staff member a record is.
    private enum ShapeKeys: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        // Opening a keyed container throws typeMismatch for anything that is not an object.
        let container: KeyedDecodingContainer<ShapeKeys> = try decoder.container(keyedBy: ShapeKeys.self)
        let hasBench: Bool = container.contains(.bench)
        let hasRoute: Bool = container.contains(.route)

        try StaffMember.validateShape(hasBench: hasBench, hasRoute: hasRoute, codingPath: decoder.codingPath)

        if hasBench {
            let maker: Maker = try Maker(from: decoder)
            self = .maker(maker)
        } else {
            let driver: Driver = try Driver(from: decoder)
            self = .driver(driver)
        }
    }

    /// Validates that exactly one of the two shape keys is present.
    private static func validateShape(hasBench: Bool, hasRoute: Bool, codingPath: [CodingKey]) throws {
        if hasBench && hasRoute {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "A staff record must not have both 'bench' and 'route'"))
        }
        if !hasBench && !hasRoute {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "A staff record must have either 'bench' or 'route'"))
        }
    }
}
