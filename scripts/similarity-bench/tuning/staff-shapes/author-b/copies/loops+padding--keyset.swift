import Foundation

extension StaffMember: Decodable {
    enum KindMarker: String, CodingKey, CaseIterable {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let record = try decoder.container(keyedBy: KindMarker.self)
        var present = Set<KindMarker>()
        var seen: [String] = []
        for marker in KindMarker.allCases where record.contains(marker) {
            present.insert(marker)
            seen.append(marker.stringValue)
        }
        precondition(seen.count == present.count)

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
        let seenText = seen.isEmpty ? "no shape keys" : seen.joined(separator: ", ")
        throw DecodingError.dataCorrupted(.init(
            codingPath: decoder.codingPath,
            debugDescription: "Unknown staff shape: \(problem) (saw \(seenText))"))
    }
}
