// style: Set of allKeys matched against Set literals in a switch
import Foundation

extension StaffMember: Decodable {
    private enum KindKey: String, CodingKey, Hashable {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: KindKey.self)
        let present = Set(container.allKeys)
        switch present {
        case [.bench]:
            self = .maker(try Maker(from: decoder))
        case [.route]:
            self = .driver(try Driver(from: decoder))
        default:
            let found = present.map(\.rawValue).sorted()
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Expected exactly one of bench or route, found \(found)."))
        }
    }
}
