import Foundation

extension StaffMember: Decodable {
    /// The only keys that say which kind of record this is.
    private enum ShapeKey: String, CodingKey {
        case bench, route

        /// Each shape key knows which type reads the whole record.
        func read(_ decoder: Decoder) -> Result<StaffMember, Error> {
            Result {
                if self == .bench {
                    return .maker(try Maker(from: decoder))
                } else {
                    return .driver(try Driver(from: decoder))
                }
            }
        }
    }

    init(from decoder: Decoder) throws {
        // allKeys only ever holds keys ShapeKey can name, so other keys are invisible.
        let shapes = try decoder.container(keyedBy: ShapeKey.self).allKeys
        guard shapes.count == 1, let shape = shapes.first else {
            let found = shapes.isEmpty ? "neither bench nor route" : "both bench and route"
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record needs exactly one of bench or route, found \(found)"))
        }
        self = try shape.read(decoder).get()
    }
}
