extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        var tried = [String]()

        if c.decodeNil() {
            throw DecodingError.valueNotFound(SightingCount.self, DecodingError.Context(
                codingPath: c.codingPath, debugDescription: "count is null"))
        }

        // number?
        var num: Int? = nil
        do {
            num = try c.decode(Int.self)
        } catch {
            tried.append("Int")
        }
        if let n = num {
            if n < 0 {
                throw DecodingError.dataCorruptedError(in: c, debugDescription: "negative count \(n)")
            }
            self = .exactly(n)
            return
        }

        // else it has to be the string "many"
        let s = try c.decode(String.self)
        tried.append("String")
        if s != "many" {
            throw DecodingError.dataCorruptedError(
                in: c, debugDescription: "bad count string '\(s)' (tried \(tried.joined(separator: ", ")))")
        }
        self = .many
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .exactly(let n):
            if n < 0 {
                throw EncodingError.invalidValue(n, EncodingError.Context(
                    codingPath: encoder.codingPath, debugDescription: "negative count"))
            }
            try c.encode(n)
        case .many:
            try c.encode("many")
        }
    }
}
