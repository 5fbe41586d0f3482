import Foundation

extension StaffMember: Decodable {
    enum MarkerKey: String, CodingKey {
        case bench, route
    }

    static var staffDecodeNotes = [String]()

    private static func markers(of decoder: Decoder) throws -> [MarkerKey] {
        let box = try decoder.container(keyedBy: MarkerKey.self)
        let keys = box.allKeys
        assert(keys.count <= 2, "only two marker keys exist")
        staffDecodeNotes.append("markers: \(keys.map(\.stringValue))")
        return keys
    }

    private static func refuse(_ markers: [MarkerKey], at decoder: Decoder) -> DecodingError {
        let reason = markers.isEmpty ? "no bench and no route" : "bench and route together"
        let note = "cannot tell a maker from a driver: \(reason)"
        staffDecodeNotes.append(note)
        return .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: note))
    }

    private static func build(_ marker: MarkerKey, from decoder: Decoder) throws -> StaffMember {
        if marker == .bench {
            return .maker(try Maker(from: decoder))
        }
        precondition(marker == .route, "the other marker is route")
        return .driver(try Driver(from: decoder))
    }

    init(from decoder: Decoder) throws {
        let seen = try StaffMember.markers(of: decoder)
        guard seen.count == 1, let marker = seen.first else {
            throw StaffMember.refuse(seen, at: decoder)
        }
        self = try StaffMember.build(marker, from: decoder)
    }
}
