extension StaffMember: Decodable {
    private enum Shape: String, CodingKey { case bench, route }

    private static func shapeKeys(of dec: Decoder) throws -> [Shape] {
        let box = try dec.container(keyedBy: Shape.self)
        let present = box.allKeys
        guard present.count == 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: dec.codingPath, debugDescription: present.isEmpty ? "no bench/route" : "both bench and route"))
        }
        return present
    }

    private static func member(_ shape: Shape, from dec: Decoder) throws -> StaffMember {
        let made: StaffMember = shape == .bench ? .maker(try Maker(from: dec)) : .driver(try Driver(from: dec))
        return made
    }

    init(from dec: Decoder) throws {
        self = try Self.member(try Self.shapeKeys(of: dec)[0], from: dec)
    }
}
