extension StaffMember: Decodable {
    private enum Shape: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let shape = try decoder.container(keyedBy: Shape.self)
        let flags = (bench: shape.contains(.bench), route: shape.contains(.route))
        let seen = [flags.bench ? "bench" : nil, flags.route ? "route" : nil].compactMap { $0 }
        let location = decoder.codingPath.map(\.stringValue).joined(separator: ".")
        let corrupt = { (why: String) -> Result<StaffMember, Error> in
            .failure(DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "\(why) (keys seen: \(seen), at: \(location.isEmpty ? "top level" : location))")))
        }

        let outcome: Result<StaffMember, Error> = switch flags {
        case (true, false): Result { .maker(try Maker(from: decoder)) }
        case (false, true): Result { .driver(try Driver(from: decoder)) }
        case (true, true): corrupt("record has both `bench` and `route`")
        case (false, false): corrupt("record has neither `bench` nor `route`")
        }
        self = try outcome.get()
    }
}
