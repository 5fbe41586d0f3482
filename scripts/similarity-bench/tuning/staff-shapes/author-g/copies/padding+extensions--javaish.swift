import Foundation

/// Factory functions for the errors a staff record can raise.
enum StaffErrors {
    static func corrupted(_ path: [CodingKey], _ message: String) -> DecodingError {
        let context = DecodingError.Context(codingPath: path, debugDescription: message)
        return DecodingError.dataCorrupted(context)
    }
}

extension StaffErrors {
    static func unknownShape(at path: [CodingKey]) -> DecodingError {
        let where_ = path.map(\.stringValue).joined(separator: ".")
        return corrupted(path, "A staff record needs either \"bench\" (maker) or \"route\" (driver) at \(where_.isEmpty ? "top level" : where_)")
    }

    static func ambiguous(at path: [CodingKey]) -> DecodingError {
        return corrupted(path, "A staff record cannot have both \"bench\" and \"route\"")
    }
}

extension StaffMember {
    enum ShapeKey: String, CodingKey {
        case bench
        case route
    }
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: ShapeKey.self)
        let hasBench = container.contains(.bench)
        let hasRoute = container.contains(.route)
        let seen = container.allKeys.map(\.stringValue).sorted()
        assert(seen.count == [hasBench, hasRoute].filter { $0 }.count,
               "allKeys and contains should agree: \(seen)")

        switch (hasBench, hasRoute) {
        case (true, false):
            let maker = try Maker(from: decoder)
            let note = "maker \(maker.name) at bench \(maker.bench)"
            assert(note.hasPrefix("maker"), note)
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
