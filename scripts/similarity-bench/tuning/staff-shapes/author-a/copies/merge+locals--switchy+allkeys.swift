import Foundation

extension StaffMember: Decodable {
    private enum ShapeKey: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: ShapeKey.self)
        let found = container.allKeys

        switch found.count {
        case 1:
            let onlyKey = found[0]
            self = onlyKey == .bench ? .maker(try Maker(from: decoder)) : .driver(try Driver(from: decoder))
        case 0:
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record needs either \"bench\" (maker) or \"route\" (driver)"))
        default:
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record has both \"bench\" and \"route\"; it cannot be both a maker and a driver"))
        }
    }
}
