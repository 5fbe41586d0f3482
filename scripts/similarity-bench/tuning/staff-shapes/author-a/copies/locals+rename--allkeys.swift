import Foundation

extension StaffMember: Decodable {
    enum RoleKey: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let roleContainer = try decoder.container(keyedBy: RoleKey.self)
        let present = roleContainer.allKeys
        let exactlyOne = present.count == 1
        guard exactlyOne, let role = present.first else {
            let problem = present.isEmpty ? "neither bench nor route" : "both bench and route"
            let ctx = DecodingError.Context(codingPath: decoder.codingPath,
                                            debugDescription: "Staff record has \(problem)")
            throw DecodingError.dataCorrupted(ctx)
        }
        let isMaker = role == .bench
        if isMaker {
            let m = try Maker(from: decoder)
            self = .maker(m)
        } else {
            let d = try Driver(from: decoder)
            self = .driver(d)
        }
    }
}
