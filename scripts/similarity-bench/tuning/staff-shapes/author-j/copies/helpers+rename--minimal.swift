extension StaffMember: Decodable {
    enum KindKey: CodingKey { case bench, route }

    private static func kindKeys(of decoder: Decoder) throws -> Set<KindKey> {
        Set(try decoder.container(keyedBy: KindKey.self).allKeys)
    }

    private static func shapeError(_ decoder: Decoder) -> DecodingError {
        .dataCorrupted(.init(codingPath: decoder.codingPath,
            debugDescription: "need exactly one of bench or route"))
    }

    init(from record: Decoder) throws {
        switch try Self.kindKeys(of: record) {
        case [.bench]: self = .maker(try Maker(from: record))
        case [.route]: self = .driver(try Driver(from: record))
        default: throw Self.shapeError(record)
        }
    }
}
