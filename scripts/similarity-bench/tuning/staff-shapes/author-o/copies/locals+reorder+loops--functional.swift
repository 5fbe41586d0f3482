import Foundation

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        let record = try decoder.container(keyedBy: ShapeKey.self)
        // Only the cases ShapeKey can name are asked about, so other keys are invisible.
        let shapes = ShapeKey.allCases.filter(record.contains)
        guard let shape = shapes.first, shapes.count == 1 else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record needs exactly one of bench or route, found "
                    + (shapes.isEmpty ? "neither bench nor route" : "both bench and route")))
        }
        self = try shape.read(decoder)
    }

    /// The only keys that say which kind of record this is.
    private enum ShapeKey: String, CodingKey, CaseIterable {
        case route, bench

        /// Each shape key knows which type reads the whole record.
        func read(_ decoder: Decoder) throws -> StaffMember {
            switch self {
            case .route: return .driver(try Driver(from: decoder))
            case .bench: return .maker(try Maker(from: decoder))
            }
        }
    }
}
