import Foundation

/// Keys whose presence decides the kind of record.
enum WorkshopRoleKey: String, CodingKey, CaseIterable {
    case bench, route
}

extension StaffMember: Decodable {
    init(from recordDecoder: Decoder) throws {
        let present = Set(try recordDecoder.container(keyedBy: WorkshopRoleKey.self).allKeys)

        switch (present.contains(.bench), present.contains(.route)) {
        case (true, false):
            self = .maker(try Maker(from: recordDecoder))
        case (false, true):
            self = .driver(try Driver(from: recordDecoder))
        case (let bench, _):
            let why = bench
                ? "found both `bench` and `route`"
                : "found neither `bench` nor `route`"
            throw DecodingError.dataCorrupted(.init(
                codingPath: recordDecoder.codingPath,
                debugDescription: "Unknown staff record shape: \(why)"))
        }
    }
}
