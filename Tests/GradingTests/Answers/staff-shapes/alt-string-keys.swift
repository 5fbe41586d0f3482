// expect-pass
// Lists every key of the record through a key type that accepts any string,
// then decodes through a single-value container.
struct RecordKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        let names = Set(try decoder.container(keyedBy: RecordKey.self).allKeys.map(\.stringValue))
        let single = try decoder.singleValueContainer()
        switch (names.contains("bench"), names.contains("route")) {
        case (true, false): self = .maker(try single.decode(Maker.self))
        case (false, true): self = .driver(try single.decode(Driver.self))
        default:
            throw DecodingError.dataCorruptedError(in: single, debugDescription: "a record needs exactly one of bench and route")
        }
    }
}
