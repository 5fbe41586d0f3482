import Foundation

private extension DecodingError {
    static func ambiguousShape(at codingPath: [CodingKey], _ detail: String) -> Self {
        .dataCorrupted(Context(codingPath: codingPath, debugDescription: "Staff record \(detail)"))
    }
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        // basically `"bench" in record` / `"route" in record` in JS
        let record = try decoder.container(keyedBy: ShapeKey.self)
        let hasRoute = record.contains(.route)
        let hasBench = record.contains(.bench)

        if hasBench && hasRoute {
            throw DecodingError.ambiguousShape(at: decoder.codingPath, "has both `bench` and `route`")
        } else if hasRoute {
            self = .driver(try Driver(from: decoder))
        } else if hasBench {
            // let Maker do its own thing (same decoder, its own keys)
            self = .maker(try Maker(from: decoder))
        } else {
            throw DecodingError.ambiguousShape(at: decoder.codingPath, "has neither `bench` nor `route`")
        }
    }

    // only the two keys that tell us what kind of record this is
    private enum ShapeKey: String, CodingKey {
        case bench, route
    }
}
