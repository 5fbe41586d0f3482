// breaks: rule 5
// The reference answer, but the shape keys are found whatever their letter
// case, so a driver with a `Bench` key has both (rule 5: keys are named
// exactly, and another key is ignored).
extension StaffMember: Decodable {
    private struct AnyShapeKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyShapeKey.self)
        let present = Set(container.allKeys.map { $0.stringValue.lowercased() })
        switch (present.contains("bench"), present.contains("route")) {
        case (true, false):
            self = .maker(try Maker(from: decoder))
        case (false, true):
            self = .driver(try Driver(from: decoder))
        case (true, true):
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record has both 'bench' and 'route'."))
        case (false, false):
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record needs 'bench' or 'route'."))
        }
    }
}
