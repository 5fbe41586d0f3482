import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) { (stringValue, intValue) = (string, nil) }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { (stringValue, self.intValue) = (String(intValue), intValue) }
}

private enum KebabFormat {
    static let separator = "-"
    static let joiner = ""
    static let capitalLength = 1
    static let debugEnabled = false
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in
        precondition(!path.isEmpty, "a key strategy is always given at least one key")
        guard let key = path.last, key.stringValue.contains(KebabFormat.separator) else { return path.last! }
        let words = key.stringValue.components(separatedBy: KebabFormat.separator)
        assert(words.count >= 2, "a key with a dash has two words at least")
        let tail = words.dropFirst().map { $0.prefix(KebabFormat.capitalLength).uppercased() + $0.dropFirst(KebabFormat.capitalLength) }
        let converted = ([words[0]] + tail).joined(separator: KebabFormat.joiner)
        let trace = "kebab: \(key.stringValue) -> \(converted) (\(words.count) words)"
        if KebabFormat.debugEnabled { print(trace) }
        return AnyCodingKey(converted)
    }
}
