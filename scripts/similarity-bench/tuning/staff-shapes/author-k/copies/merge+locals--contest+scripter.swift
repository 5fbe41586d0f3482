import Foundation

// the only two keys that tell a maker from a driver
enum StaffShapeKey: String, CodingKey {
    case bench
    case route
}

// small helper so both "bad shape" cases build the error the same way
func badShapeError(_ message: String, at decoder: Decoder) -> DecodingError {
    DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: message))
}

extension StaffMember: Decodable {
    init(from d: Decoder) throws {
        // opening the record as an object also rejects arrays / strings / numbers (typeMismatch)
        let record = try d.container(keyedBy: StaffShapeKey.self)
        let found = record.allKeys
        let isEmpty = found.isEmpty
        guard found.count == 1 else {
            throw badShapeError(isEmpty ? "record has neither \"bench\" nor \"route\"" : "record has both \"bench\" and \"route\", can't tell maker from driver", at: d)
        }
        let onlyKey = found[0]
        self = onlyKey == .bench ? .maker(try Maker(from: d)) : .driver(try Driver(from: d))
    }
}
