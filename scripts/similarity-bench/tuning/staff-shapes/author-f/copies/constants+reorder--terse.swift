private func corrupt(_ decoder: Decoder, _ why: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: why))
}

extension StaffMember: Decodable {
    private static let bothShapes = "record has both bench and route"
    private static let noShape = "record has neither bench nor route"

    init(from decoder: Decoder) throws {
        let keys = Swift.Set(try decoder.container(keyedBy: Shape.self).allKeys)
        switch (keys.contains(.bench), keys.contains(.route)) {
        case (true, true): throw corrupt(decoder, StaffMember.bothShapes)
        case (false, false): throw corrupt(decoder, StaffMember.noShape)
        case (false, true): self = .driver(try Driver(from: decoder))
        case (true, false): self = .maker(try Maker(from: decoder))
        }
    }
}

private enum Shape: String, CodingKey {
    case route = "route", bench = "bench"
}
