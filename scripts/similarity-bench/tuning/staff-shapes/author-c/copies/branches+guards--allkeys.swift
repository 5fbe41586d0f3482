import Foundation

/// The two keys that tell a maker from a driver.
enum StaffKindMarker: String, CodingKey, CaseIterable {
    case bench, route
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        let markers = Set(try decoder.container(keyedBy: StaffKindMarker.self).allKeys.map(\.rawValue))

        guard markers.count == 1, let only = markers.first else {
            let problem: String
            if markers.isEmpty {
                problem = "found neither `bench` nor `route`"
            } else {
                problem = "found both `bench` and `route`"
            }
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "Cannot tell the kind of staff member: \(problem)"))
        }

        switch only {
        case "bench":
            self = .maker(try Maker(from: decoder))
        default:
            self = .driver(try Driver(from: decoder))
        }
    }
}
