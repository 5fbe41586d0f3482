import Foundation

// the only two keys that tell a maker from a driver
enum StaffShapeKey: String, CodingKey {
    case bench
    case route
}

// messages for the two shapes we refuse
let bothShapesMessage = "record has both \"bench\" and \"route\", can't tell maker from driver"
let noShapeMessage = "record has neither \"bench\" nor \"route\""

// small helper so both "bad shape" cases build the error the same way
func badShapeError(_ message: String, at decoder: Decoder) -> DecodingError {
    let pathText = decoder.codingPath.map { $0.stringValue }.joined(separator: ".")
    let fullMessage = pathText.isEmpty ? message : message + " (at " + pathText + ")"
    let context = DecodingError.Context(codingPath: decoder.codingPath, debugDescription: fullMessage)
    return DecodingError.dataCorrupted(context)
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        // opening the record as an object also rejects arrays / strings / numbers (typeMismatch)
        let record = try decoder.container(keyedBy: StaffShapeKey.self)

        // a key counts as present even when its value is null
        let hasBench = record.contains(.bench)
        let hasRoute = record.contains(.route)
        let shapeKeyCount = record.allKeys.count
        if shapeKeyCount > 2 {
            throw badShapeError("unexpected number of shape keys: \(shapeKeyCount)", at: decoder)
        }

        // (hasBench, hasRoute) -> which kind of staff member this is
        switch (hasBench, hasRoute) {
        case (true, false):
            // read the same record again, this time as a Maker
            let maker = try Maker(from: decoder)
            self = .maker(maker)
        case (false, true):
            let driver = try Driver(from: decoder)
            self = .driver(driver)
        case (true, true):
            throw badShapeError(bothShapesMessage, at: decoder)
        case (false, false):
            throw badShapeError(noShapeMessage, at: decoder)
        }
    }
}
