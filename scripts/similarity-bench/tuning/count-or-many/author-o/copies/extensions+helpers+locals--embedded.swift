extension SightingCount {
    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .exactly(let n):
            try c.encode(n)
        case .many:
            try c.encode("many")
        }
    }
}

extension SightingCount {
    // nil if not a number at all, throws if it is a negative one
    private static func number(_ c: SingleValueDecodingContainer) throws -> Int? {
        guard let n = try? c.decode(Int.self) else {
            return nil
        }
        if n < 0 {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "negative count \(n)")
        }
        return n
    }
}

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()

        if c.decodeNil() {
            throw DecodingError.valueNotFound(SightingCount.self, DecodingError.Context(
                codingPath: c.codingPath, debugDescription: "count is null"))
        }

        if let n = try SightingCount.number(c) {
            self = .exactly(n)
            return
        }

        // else it has to be the string "many"
        if try c.decode(String.self) != "many" {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "bad count string")
        }
        self = .many
    }
}
