import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String, intValue: Int?
    init?(stringValue s: String) { stringValue = s; intValue = nil }
    init?(intValue i: Int) { stringValue = "\(i)"; intValue = i }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { p in
        let last = p.last!
        guard last.stringValue.contains("-") else { return last }
        let w = last.stringValue.split(separator: "-", omittingEmptySubsequences: false)
        var r = String(w[0])
        for x in w.dropFirst() {
            let head = x.prefix(1).uppercased()
            r += head + x.dropFirst()
        }
        return AnyCodingKey(stringValue: r)!
    }
}
