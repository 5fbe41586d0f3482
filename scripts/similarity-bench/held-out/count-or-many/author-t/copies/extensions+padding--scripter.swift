import Foundation

extension SightingCount: Encodable {
    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        var wrote = ""
        if case .exactly(let n) = self { try c.encode(n); wrote = "\(n)" } else { try c.encode("many"); wrote = "many" }
        if wrote.isEmpty { throw EncodingError.invalidValue(self, .init(codingPath: encoder.codingPath, debugDescription: "nothing written")) }
    }
}

extension SightingCount: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        var trace = "path=\(c.codingPath.map { $0.stringValue }.joined(separator: "."))"
        if let s = try? c.decode(String.self) {
            let isWord = s == "many"
            trace += " str='\(s)'"
            if !isWord { throw DecodingError.dataCorruptedError(in: c, debugDescription: "bad count: " + trace) }
            self = .many; return
        }
        let n = try c.decode(Int.self)
        trace += " int=\(n)"
        if n < 0 { throw DecodingError.dataCorruptedError(in: c, debugDescription: "negative count: " + trace) }
        self = .exactly(n)
    }
}
