import Foundation

private enum StaffKind: String, CodingKey {
    case bench
    case route
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        let found = try decoder.container(keyedBy: StaffKind.self).allKeys
        if found.count == 1 && found[0] == .bench {
            self = .maker(try Maker(from: decoder))
        } else if found.count == 1 && found[0] == .route {
            self = .driver(try Driver(from: decoder))
        } else if found.isEmpty {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record needs a bench (maker) or a route (driver)"))
        } else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record cannot have both a bench and a route"))
        }
    }
}
