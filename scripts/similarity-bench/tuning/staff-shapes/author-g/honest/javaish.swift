import Foundation

extension StaffMember: Decodable {
    enum ShapeKey: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: ShapeKey.self)
        let hasBench = container.contains(.bench)
        let hasRoute = container.contains(.route)

        switch (hasBench, hasRoute) {
        case (true, false):
            let maker = try Maker(from: decoder)
            self = .maker(maker)
        case (false, true):
            let driver = try Driver(from: decoder)
            self = .driver(driver)
        case (true, true):
            throw StaffErrors.ambiguous(at: decoder.codingPath)
        case (false, false):
            throw StaffErrors.unknownShape(at: decoder.codingPath)
        }
    }
}

/// Factory functions for the errors a staff record can raise.
enum StaffErrors {
    static func corrupted(_ path: [CodingKey], _ message: String) -> DecodingError {
        let context = DecodingError.Context(codingPath: path, debugDescription: message)
        return DecodingError.dataCorrupted(context)
    }

    static func ambiguous(at path: [CodingKey]) -> DecodingError {
        return corrupted(path, "A staff record cannot have both \"bench\" and \"route\"")
    }

    static func unknownShape(at path: [CodingKey]) -> DecodingError {
        return corrupted(path, "A staff record needs either \"bench\" (maker) or \"route\" (driver)")
    }
}
