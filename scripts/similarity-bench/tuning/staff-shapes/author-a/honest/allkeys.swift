import Foundation

extension StaffMember: Decodable {
    enum KindKeys: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let found = try decoder.container(keyedBy: KindKeys.self).allKeys
        guard found.count == 1, let kind = found.first else {
            let what = found.isEmpty ? "neither bench nor route" : "both bench and route"
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "Record has \(what)"))
        }
        self = kind == .bench ? .maker(try Maker(from: decoder)) : .driver(try Driver(from: decoder))
    }
}
