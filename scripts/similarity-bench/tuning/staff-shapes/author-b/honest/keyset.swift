import Foundation

extension StaffMember: Decodable {
    enum KindMarker: String, CodingKey, CaseIterable {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let record = try decoder.container(keyedBy: KindMarker.self)
        let present = Set(record.allKeys)

        if present == [.bench] {
            self = .maker(try Maker(from: decoder))
            return
        }
        if present == [.route] {
            self = .driver(try Driver(from: decoder))
            return
        }
        let problem = present.isEmpty
            ? "found neither \"bench\" nor \"route\""
            : "found both \"bench\" and \"route\""
        throw DecodingError.dataCorrupted(.init(
            codingPath: decoder.codingPath,
            debugDescription: "Unknown staff shape: \(problem)"))
    }
}
