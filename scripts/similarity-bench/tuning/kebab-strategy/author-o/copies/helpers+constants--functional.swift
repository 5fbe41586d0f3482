import Foundation

/// A key that can stand for any string (or integer) the decoder hands us.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

private enum KebabSpelling {
    static let separator: Character = "-"
    static let headLength = 1
}

extension JSONDecoder.KeyDecodingStrategy {
    /// Only the last key of the path is ours to convert; the rest is context.
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        codingPath.last
            .map { key -> String in
                let raw = key.stringValue
                guard raw.contains(KebabSpelling.separator) else { return raw }
                let words = raw.split(separator: KebabSpelling.separator)
                let head = words.first.map(String.init) ?? ""
                return head + words.dropFirst()
                    .map { $0.prefix(KebabSpelling.headLength).uppercased() + $0.dropFirst(KebabSpelling.headLength) }
                    .joined()
            }
            .flatMap(AnyCodingKey.init(stringValue:))!
    }
}
