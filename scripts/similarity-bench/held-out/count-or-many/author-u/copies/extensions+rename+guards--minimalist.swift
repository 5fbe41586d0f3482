extension SightingCount: Encodable {
    func encode(to encoder: Encoder) throws {
        var box = encoder.singleValueContainer()
        if case .exactly(let birds) = self { try box.encode(birds) } else { try box.encode("many") }
    }
}

extension SightingCount: Decodable {
    init(from decoder: Decoder) throws {
        let box = try decoder.singleValueContainer(), birds = try? box.decode(Int.self)
        if try birds.map({ $0 >= 0 }) ?? (box.decode(String.self) == "many") {
            self = birds.map(Self.exactly) ?? .many
        } else {
            throw DecodingError.dataCorruptedError(in: box, debugDescription: "expected a count >= 0 or \"many\"")
        }
    }
}
