extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let n = try? c.decode(Int.self) {
            guard n >= 0 else { throw DecodingError.dataCorruptedError(in: c, debugDescription: "negative count") }
            self = .exactly(n)
        } else if try c.decode(String.self) == "many" {
            self = .many
        } else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "not a count")
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .exactly(let n): try c.encode(n)
        case .many: try c.encode("many")
        }
    }
}
