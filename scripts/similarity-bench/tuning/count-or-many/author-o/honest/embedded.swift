extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()

        if c.decodeNil() {
            throw DecodingError.valueNotFound(SightingCount.self, DecodingError.Context(
                codingPath: c.codingPath, debugDescription: "count is null"))
        }

        // number?
        if let n = try? c.decode(Int.self) {
            if n < 0 {
                throw DecodingError.dataCorruptedError(in: c, debugDescription: "negative count \(n)")
            }
            self = .exactly(n)
            return
        }

        // else it has to be the string "many"
        let s = try c.decode(String.self)
        if s != "many" {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "bad count string '\(s)'")
        }
        self = .many
    }

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
