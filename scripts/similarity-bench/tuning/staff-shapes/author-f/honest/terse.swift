private enum Shape: String, CodingKey {
    case bench, route
}

private func corrupt(_ decoder: Decoder, _ why: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: why))
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        let keys = Swift.Set(try decoder.container(keyedBy: Shape.self).allKeys)
        switch (keys.contains(.bench), keys.contains(.route)) {
        case (true, false): self = .maker(try Maker(from: decoder))
        case (false, true): self = .driver(try Driver(from: decoder))
        case (true, true): throw corrupt(decoder, "record has both bench and route")
        case (false, false): throw corrupt(decoder, "record has neither bench nor route")
        }
    }
}
