import Foundation

/// A general purpose coding key that can hold any string or integer value.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// Converts kebab-case key names ("store-link") into camelCase ("storeLink").
final class KebabCaseKeyConverter {
    private static let separator: Character = "-"

    private init() {
        // Utility class, not meant to be instantiated.
    }

    /// A key needs conversion only when it contains at least one separator.
    static func isKebabCase(_ key: String) -> Bool {
        return key.contains(separator)
    }

    /// Converts a single key name. Keys without a dash are returned unchanged.
    static func toCamelCase(_ key: String) -> String {
        if !isKebabCase(key) {
            return key
        }
        let words: [String] = key.split(separator: separator).map { String($0) }
        guard let firstWord: String = words.first else {
            return key
        }
        var builder: String = firstWord
        for word: String in words.dropFirst() {
            builder.append(capitalizeFirstLetter(word))
        }
        return builder
    }

    /// Upper-cases the first character of a word. Digits are left as they are.
    private static func capitalizeFirstLetter(_ word: String) -> String {
        let head: String = String(word.prefix(1)).uppercased()
        let tail: String = String(word.dropFirst())
        return head + tail
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { (codingPath: [CodingKey]) -> CodingKey in
        // Only the last key of the path is the one being converted.
        let lastKey: CodingKey = codingPath.last!
        let original: String = lastKey.stringValue
        if !KebabCaseKeyConverter.isKebabCase(original) {
            return lastKey
        }
        let converted: String = KebabCaseKeyConverter.toCamelCase(original)
        return AnyCodingKey(stringValue: converted)!
    }
}
