import Foundation

private enum StaffKind: String, CodingKey {
    case bench
    case route
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        let found = try decoder.container(keyedBy: StaffKind.self).allKeys
        guard found.count == 1, let kind = found.first else {
            let what = found.isEmpty ? "neither bench nor route" : "both bench and route"
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "Unknown staff shape: record has \(what)"))
        }
        self = kind == .bench
            ? .maker(try Maker(from: decoder))
            : .driver(try Driver(from: decoder))
    }
}
