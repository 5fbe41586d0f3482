import Foundation

/// Messages used when a staff record has an unknown shape.
private enum StaffShapeMessages {
    static let bothKeys: String = "A staff record must not have both 'bench' and 'route'"
    static let noKeys: String = "A staff record must have either 'bench' or 'route'"
}

extension StaffMember: Decodable {

    /// The only keys that decide which kind of staff member a record is.
    private enum ShapeKeys: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        let presence: (bench: Bool, route: Bool) = try StaffMember.readPresence(from: decoder)

        guard !(presence.bench && presence.route) else {
            throw StaffMember.shapeError(StaffShapeMessages.bothKeys, at: decoder.codingPath)
        }
        guard presence.bench || presence.route else {
            throw StaffMember.shapeError(StaffShapeMessages.noKeys, at: decoder.codingPath)
        }

        guard presence.bench else {
            let driver: Driver = try Driver(from: decoder)
            self = .driver(driver)
            return
        }
        let maker: Maker = try Maker(from: decoder)
        self = .maker(maker)
    }

    /// Reads which of the two shape keys the record holds. Opening a keyed
    /// container throws typeMismatch for anything that is not an object.
    private static func readPresence(from decoder: Decoder) throws -> (bench: Bool, route: Bool) {
        let container: KeyedDecodingContainer<ShapeKeys> = try decoder.container(keyedBy: ShapeKeys.self)
        let hasBench: Bool = container.contains(.bench)
        let hasRoute: Bool = container.contains(.route)
        return (bench: hasBench, route: hasRoute)
    }

    /// Builds the dataCorrupted error for a record of an unknown shape.
    private static func shapeError(_ message: String, at codingPath: [CodingKey]) -> DecodingError {
        let context: DecodingError.Context = DecodingError.Context(codingPath: codingPath, debugDescription: message)
        return DecodingError.dataCorrupted(context)
    }
}
