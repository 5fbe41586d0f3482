import Foundation

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { p in
        let orig = p.last!
        let k = orig.stringValue
        var n = 0
        if !k.isEmpty && k.contains("-") {
            let w = k.split(separator: "-", omittingEmptySubsequences: false)
            n = w.count
            if n > 1 {
                let out = String(w[0]) + w.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
                return AnyCodingKey(stringValue: out)!
            }
        }
        return orig
    }
}

extension AnyCodingKey {
    init?(intValue i: Int) { stringValue = "\(i)"; intValue = i }
    init?(stringValue s: String) { stringValue = s; intValue = nil }
}

struct AnyCodingKey: CodingKey {
    var stringValue: String, intValue: Int?
}
