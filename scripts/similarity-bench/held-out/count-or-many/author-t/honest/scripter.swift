import Foundation

extension SightingCount: Codable {
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let s = try? c.decode(String.self) {
            if s != "many" { throw DecodingError.dataCorruptedError(in: c, debugDescription: "bad count: '\(s)'") }
            self = .many; return
        }
        let n = try c.decode(Int.self)
        if n < 0 { throw DecodingError.dataCorruptedError(in: c, debugDescription: "negative count: \(n)") }
        self = .exactly(n)
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        if case .exactly(let n) = self { try c.encode(n) } else { try c.encode("many") }
    }
}
