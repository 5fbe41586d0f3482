import Foundation

extension StaffMember: Decodable {
    enum Discriminator: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        let record = try decoder.container(keyedBy: Discriminator.self)

        let benches = record.allKeys.filter { $0 == .bench }.count
        let routes = record.allKeys.filter { $0 == .route }.count

        if benches > 0 && routes > 0 {
            throw DecodingError.dataCorruptedError(
                forKey: .bench, in: record,
                debugDescription: "record has both bench and route")
        }
        if benches == 0 && routes == 0 {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "record has neither bench nor route"))
        }

        if benches > 0 {
            self = .maker(try Maker(from: decoder))
            return
        }

        self = .driver(try Driver(from: decoder))
    }
}
