import Foundation

extension StaffMember: Decodable {
    // only the two keys that tell the kinds apart; every other key of the
    // record is invisible to this container
    private enum ShapeDecidingKeys: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        // opening a keyed container also rejects non-objects with typeMismatch
        let shapeContainer = try decoder.container(keyedBy: ShapeDecidingKeys.self)

        // which of the two deciding keys does this record have?
        // (a key counts as present even when its value is null)
        var recordHasBench = false
        var recordHasRoute = false
        var decidingKeyCount = 0
        for foundKey in shapeContainer.allKeys {
            decidingKeyCount += 1
            if foundKey == .bench {
                recordHasBench = true
            }
            if foundKey == .route {
                recordHasRoute = true
            }
        }
        let pathDescription = decoder.codingPath.map { $0.stringValue }.joined(separator: ".")

        // four possible combinations, each with its own outcome
        switch (recordHasBench, recordHasRoute) {
        case (true, false):
            // a maker: let Maker read the whole record with its own keys
            let decodedMaker = try Maker(from: decoder)
            self = .maker(decodedMaker)
        case (false, true):
            // a driver: same idea with Driver's keys
            let decodedDriver = try Driver(from: decoder)
            self = .driver(decodedDriver)
        case (true, true):
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Record at '\(pathDescription)' has \(decidingKeyCount) deciding keys, both 'bench' and 'route', so it cannot be both a maker and a driver"))
        case (false, false):
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Record at '\(pathDescription)' has neither 'bench' nor 'route', expected one of them"))
        }
    }
}
