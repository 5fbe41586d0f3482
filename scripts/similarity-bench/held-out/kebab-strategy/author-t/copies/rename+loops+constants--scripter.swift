import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init?(stringValue str: String) { stringValue = str; intValue = nil }
    init?(intValue n: Int) { stringValue = "\(n)"; intValue = n }
}

private let kebabDash: Character = "-"

// foo-bar-baz -> fooBarBaz
extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { path in
            let name = path.last!.stringValue
            if !name.contains(kebabDash) { return path.last! }
            let built = name.reduce(into: (text: "", cap: false)) { acc, ch in
                if ch == kebabDash { acc.cap = !acc.text.isEmpty; return }
                acc.text += acc.cap ? String(ch).uppercased() : String(ch)
                acc.cap = false
            }
            return AnyCodingKey(stringValue: built.text)!
        }
    }
}
