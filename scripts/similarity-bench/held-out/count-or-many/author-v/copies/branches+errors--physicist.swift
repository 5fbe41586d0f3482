import Foundation

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()

        // first try a whole number
        var n: Int? = nil
        do {
            n = try c.decode(Int.self)
        } catch {
            n = nil
        }
        switch n {
        case .some(let v) where v < 0:
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "count is negative: \(v)")
        case .some(let v):
            self = .exactly(v)
            return
        case .none:
            break
        }

        // not a number, must be the word "many" (exactly, lower case)
        // fraction/bool/null/array/object fail here with typeMismatch
        let s = try c.decode(String.self)
        switch s {
        case "many":
            self = .many
        default:
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "count text is not \"many\": \"" + s + "\"")
        }
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
