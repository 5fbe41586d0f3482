import Foundation

extension StaffMember: Decodable {

    // only the two keys that tell us what kind of person it is
    enum KindKeys: String, CodingKey {
        case bench
        case route
    }

    /// Error texts for records of an unknown shape.
    private static let bothMessage: String = "A staff record must not have both 'bench' and 'route'"
    private static let neitherMessage: String = "A staff record must have either 'bench' or 'route'"

    init(from decoder: Decoder) throws {
        // open the record (if it is not an object this throws typeMismatch by itself)
        let record = try decoder.container(keyedBy: KindKeys.self)

        // look at which of the two keys the record has
        // (allKeys only has bench and route in it, the other keys are not in KindKeys)
        var foundBench = false
        var foundRoute = false
        var seen: [String] = []
        for key in record.allKeys {
            seen.append(key.stringValue)
            if key == .bench {
                foundBench = true
            }
            if key == .route {
                foundRoute = true
            }
        }

        try StaffMember.validateShape(hasBench: foundBench, hasRoute: foundRoute,
                                      seen: seen, codingPath: decoder.codingPath)

        if foundBench {
            let maker: Maker = try Maker(from: decoder)
            self = .maker(maker)
        } else {
            let driver: Driver = try Driver(from: decoder)
            self = .driver(driver)
        }
    }

    /// Validates that exactly one of the two shape keys is present.
    private static func validateShape(hasBench: Bool, hasRoute: Bool,
                                      seen: [String], codingPath: [CodingKey]) throws {
        let listed: String = seen.sorted().joined(separator: ", ")
        if hasBench && hasRoute {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath,
                debugDescription: bothMessage + " (found: " + listed + ")"))
        }
        if !hasBench && !hasRoute {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath,
                debugDescription: neitherMessage))
        }
    }
}
