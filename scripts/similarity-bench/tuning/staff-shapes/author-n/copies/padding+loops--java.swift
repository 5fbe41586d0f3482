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
        let presentKeys: [String] = container.allKeys.map { (key: ShapeKeys) -> String in key.stringValue }
        let hasBench: Bool = !presentKeys.filter { $0 == ShapeKeys.bench.stringValue }.isEmpty
        let hasRoute: Bool = !presentKeys.filter { $0 == ShapeKeys.route.stringValue }.isEmpty
        let shapeKeyCount: Int = presentKeys.count

        try StaffMember.validateShape(hasBench: hasBench, hasRoute: hasRoute,
                                      shapeKeyCount: shapeKeyCount, codingPath: decoder.codingPath)

        if hasBench {
            let maker: Maker = try Maker(from: decoder)
            self = .maker(maker)
        } else {
            let driver: Driver = try Driver(from: decoder)
            self = .driver(driver)
        }
    }

    /// Validates that exactly one of the two shape keys is present.
    private static func validateShape(hasBench: Bool, hasRoute: Bool,
                                      shapeKeyCount: Int, codingPath: [CodingKey]) throws {
        var summary: String = "bench=\(hasBench), route=\(hasRoute)"
        if hasBench && hasRoute {
            summary += " (both)"
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "A staff record must not have both 'bench' and 'route': \(summary)"))
        }
        if !hasBench && !hasRoute {
            summary += " (neither)"
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "A staff record must have either 'bench' or 'route': \(summary)"))
        }
        if shapeKeyCount != 1 {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "Expected exactly one shape key, found \(shapeKeyCount)"))
        }
    }
}
