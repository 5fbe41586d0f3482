import Foundation

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()

        // first try a whole number
        let n = try? c.decode(Int.self)
        if n != nil {
            if n! < 0 {
                throw DecodingError.dataCorruptedError(in: c, debugDescription: "count is negative: \(n!)")
            }
            self = .exactly(n!)
            return
        }

        // not a number, must be the word "many" (exactly, lower case)
        // fraction/bool/null/array/object fail here with typeMismatch
        let s = try c.decode(String.self)
        if s == "many" {
            self = .many
            return
        }
        throw DecodingError.dataCorruptedError(in: c, debugDescription: "count text is not \"many\": \"" + s + "\"")
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        if case .exactly(let n) = self {
            try c.encode(n)
        } else {
            try c.encode("many")
        }
    }
}
