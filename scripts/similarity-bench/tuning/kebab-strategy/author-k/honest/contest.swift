import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String, intValue: Int?
    init?(stringValue s: String) { stringValue = s; intValue = nil }
    init?(intValue i: Int) { stringValue = "\(i)"; intValue = i }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { p in
        let k = p.last!.stringValue
        guard k.contains("-") else { return p.last! }
        let w = k.split(separator: "-", omittingEmptySubsequences: false)
        return AnyCodingKey(stringValue: w[0] + w.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())!
    }
}
