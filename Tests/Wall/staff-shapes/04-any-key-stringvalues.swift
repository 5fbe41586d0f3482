// style: key paths as functions (map(\.stringValue)); a key type for any string; Set intersection
import Foundation

extension StaffMember: Decodable {
    /// Any key the record holds.
    private struct RecordKey: CodingKey {
        let stringValue: String
        let intValue: Int? = nil
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { return nil }
    }

    init(from decoder: Decoder) throws {
        let record = try decoder.container(keyedBy: RecordKey.self)
        let shapeKeys = Set(record.allKeys.map(\.stringValue)).intersection(["bench", "route"])
        switch shapeKeys {
        case ["bench"]: self = .maker(try Maker(from: decoder))
        case ["route"]: self = .driver(try Driver(from: decoder))
        default:
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Expected one of bench or route, found \(shapeKeys.sorted())."))
        }
    }
}
