import Foundation

extension SightingCount: Codable {
    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .exactly(let n): try c.encode(n)
        case .many: try c.encode("many")
        }
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        do {
            let s = try c.decode(String.self)
            if s != "many" { throw DecodingError.dataCorruptedError(in: c, debugDescription: "bad count: '\(s)'") }
            self = .many
        } catch DecodingError.typeMismatch {
            let n = try c.decode(Int.self)
            if n < 0 { throw DecodingError.dataCorruptedError(in: c, debugDescription: "negative count: \(n)") }
            self = .exactly(n)
        }
    }
}
