import Foundation

extension StaffMember {
    // only the two keys that tell us what kind of record this is
    fileprivate enum ShapeKeys: String, CodingKey {
        case bench
        case route
    }

    fileprivate enum Kind {
        case maker
        case driver
    }

    // maker / driver, or nil when the record has both keys or none
    fileprivate static func kind(of record: KeyedDecodingContainer<ShapeKeys>) -> Kind? {
        let hasBench = record.contains(.bench)
        let hasRoute = record.contains(.route)
        if hasBench && !hasRoute { return .maker }
        if hasRoute && !hasBench { return .driver }
        return nil
    }
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        // basically `"bench" in record` / `"route" in record` in JS
        let record = try decoder.container(keyedBy: ShapeKeys.self)
        let found = record.allKeys.map { $0.stringValue }.sorted()
        var note = "shape keys: [\(found.joined(separator: ", "))]"

        guard let kind = StaffMember.kind(of: record) else {
            note += found.isEmpty ? " - neither bench nor route" : " - both bench and route"
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Can't tell maker from driver (\(note))"))
        }

        switch kind {
        case .maker:
            // let Maker do its own thing (same decoder, its own keys)
            self = .maker(try Maker(from: decoder))
        case .driver:
            self = .driver(try Driver(from: decoder))
        }
    }
}
