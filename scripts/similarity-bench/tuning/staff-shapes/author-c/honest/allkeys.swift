import Foundation

/// The two keys that tell a maker from a driver.
enum StaffKindMarker: String, CodingKey, CaseIterable {
    case bench, route
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        let markers = Set(try decoder.container(keyedBy: StaffKindMarker.self).allKeys.map(\.rawValue))

        if markers == ["bench"] {
            self = .maker(try Maker(from: decoder))
            return
        }
        if markers == ["route"] {
            self = .driver(try Driver(from: decoder))
            return
        }

        let problem = markers.isEmpty
            ? "found neither `bench` nor `route`"
            : "found both `bench` and `route`"
        throw DecodingError.dataCorrupted(.init(
            codingPath: decoder.codingPath,
            debugDescription: "Cannot tell the kind of staff member: \(problem)"))
    }
}
