import Foundation

// the only two keys that tell a maker from a driver
enum StaffShapeKey: String, CodingKey {
    case bench
    case route
}

// small helper so both "bad shape" cases build the error the same way
func badShapeError(_ message: String, at decoder: Decoder) -> DecodingError {
    let context = DecodingError.Context(codingPath: decoder.codingPath, debugDescription: message)
    return DecodingError.dataCorrupted(context)
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        // opening the record as an object also rejects arrays / strings / numbers (typeMismatch)
        let record = try decoder.container(keyedBy: StaffShapeKey.self)

        // a key counts as present even when its value is null
        let hasBench = record.contains(.bench)
        let hasRoute = record.contains(.route)

        // exactly one of the two keys, otherwise we can't tell the kind
        guard hasBench != hasRoute else {
            if hasBench {
                throw badShapeError("record has both \"bench\" and \"route\", can't tell maker from driver", at: decoder)
            } else {
                throw badShapeError("record has neither \"bench\" nor \"route\"", at: decoder)
            }
        }

        if hasBench {
            // read the same record again, this time as a Maker
            self = .maker(try Maker(from: decoder))
        } else {
            self = .driver(try Driver(from: decoder))
        }
    }
}
