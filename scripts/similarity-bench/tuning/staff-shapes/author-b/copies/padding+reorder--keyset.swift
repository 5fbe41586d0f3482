import Foundation

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        let record = try decoder.container(keyedBy: KindMarker.self)
        let present = Set(record.allKeys)
        let where_ = decoder.codingPath.map(\.stringValue).joined(separator: ".")
        assert(present.count <= KindMarker.allCases.count, "allKeys holds each key at most once")

        if present == [.route] {
            self = .driver(try Driver(from: decoder))
            return
        }
        if present == [.bench] {
            self = .maker(try Maker(from: decoder))
            return
        }
        let problem = present.isEmpty
            ? "found neither \"bench\" nor \"route\""
            : "found both \"bench\" and \"route\""
        let location = where_.isEmpty ? "top level" : where_
        throw DecodingError.dataCorrupted(.init(
            codingPath: decoder.codingPath,
            debugDescription: "Unknown staff shape at \(location): \(problem)"))
    }

    enum KindMarker: String, CodingKey, CaseIterable {
        case route, bench
    }
}
