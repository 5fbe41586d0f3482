import Foundation

// MARK: - Decodable

extension StaffMember: Decodable {

    /// Only the keys that decide what kind of record this is.
    private enum ShapeKeys: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        let shape = try decoder.container(keyedBy: ShapeKeys.self)
        let found = shape.allKeys
        let summary = StaffMember.describe(found)

        switch (found.contains(.bench), found.contains(.route)) {
        case (true, false):
            self = try StaffMember.readMaker(from: decoder)
        case (false, true):
            self = try StaffMember.readDriver(from: decoder)
        case (true, true):
            throw StaffMember.bothKeysError(in: shape, summary: summary)
        case (false, false):
            throw StaffMember.noKeysError(at: decoder.codingPath, summary: summary)
        }
    }

    // MARK: Helpers

    private static func describe(_ keys: [ShapeKeys]) -> String {
        let names = keys.map(\.stringValue).sorted()
        guard !names.isEmpty else { return "no shape keys" }
        return "shape keys: " + names.joined(separator: ", ")
    }

    private static func readMaker(from decoder: Decoder) throws -> StaffMember {
        let maker = try Maker(from: decoder)
        let member = StaffMember.maker(maker)
        return member
    }

    private static func readDriver(from decoder: Decoder) throws -> StaffMember {
        let driver = try Driver(from: decoder)
        let member = StaffMember.driver(driver)
        return member
    }

    private static func bothKeysError(in shape: KeyedDecodingContainer<ShapeKeys>, summary: String) -> DecodingError {
        let message = "Record has both `bench` and `route` — can't tell maker from driver (\(summary))"
        return DecodingError.dataCorruptedError(forKey: .route, in: shape, debugDescription: message)
    }

    private static func noKeysError(at path: [CodingKey], summary: String) -> DecodingError {
        let message = "Expected a `bench` (maker) or a `route` (driver), found neither (\(summary))"
        return DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: message))
    }
}
