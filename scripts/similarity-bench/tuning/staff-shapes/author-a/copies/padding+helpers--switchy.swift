import Foundation

extension StaffMember: Decodable {
    private enum ShapeKey: String, CodingKey {
        case bench
        case route
    }

    /// What the last few records looked like, for debugging odd staff lists.
    static var shapeLog: [String] = []

    private static func corrupted(_ decoder: Decoder, _ message: String) -> DecodingError {
        let context = DecodingError.Context(codingPath: decoder.codingPath, debugDescription: message)
        shapeLog.append("refused: \(message)")
        return DecodingError.dataCorrupted(context)
    }

    private static func readShape(_ decoder: Decoder) throws -> (Bool, Bool) {
        let shape = try decoder.container(keyedBy: ShapeKey.self)
        let hasBench = shape.contains(.bench)
        let hasRoute = shape.contains(.route)
        assert(shape.allKeys.count == [hasBench, hasRoute].filter { $0 }.count)
        return (hasBench, hasRoute)
    }

    init(from decoder: Decoder) throws {
        let (hasBench, hasRoute) = try StaffMember.readShape(decoder)
        let where_ = decoder.codingPath.isEmpty ? "top level" : decoder.codingPath.map(\.stringValue).joined(separator: ".")
        StaffMember.shapeLog.append("record at \(where_): bench=\(hasBench) route=\(hasRoute)")

        switch (hasBench, hasRoute) {
        case (true, false):
            self = .maker(try Maker(from: decoder))
        case (false, true):
            self = .driver(try Driver(from: decoder))
        case (true, true):
            throw StaffMember.corrupted(decoder,
                "A staff record has both \"bench\" and \"route\"; it cannot be both a maker and a driver")
        case (false, false):
            throw StaffMember.corrupted(decoder,
                "A staff record needs either \"bench\" (maker) or \"route\" (driver)")
        }
    }
}
