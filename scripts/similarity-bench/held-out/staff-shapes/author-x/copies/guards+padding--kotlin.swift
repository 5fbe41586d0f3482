import Foundation

extension StaffMember: Decodable {
    // only the two keys that tell makers and drivers apart
    private enum ShapeKey: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        // not an object -> typeMismatch comes from here for free
        let keys = try decoder.container(keyedBy: ShapeKey.self)
        let hasBench = keys.contains(.bench)
        let hasRoute = keys.contains(.route)
        let found = keys.allKeys.map(\.stringValue).sorted()
        let seen = found.isEmpty ? "no shape keys" : found.joined(separator: " + ")

        guard hasBench || hasRoute else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record needs either \"bench\" or \"route\" (found \(seen))"))
        }
        guard !(hasBench && hasRoute) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record can't have both \"bench\" and \"route\" (found \(seen))"))
        }
        guard found.count == 1 else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "Unexpected shape keys: \(seen)"))
        }

        self = try hasBench ? .maker(Maker(from: decoder)) : .driver(Driver(from: decoder))
    }
}
