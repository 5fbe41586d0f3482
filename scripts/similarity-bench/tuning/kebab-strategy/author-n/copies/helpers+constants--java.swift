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

/// Naming constants shared by the key conversion.
private enum KeyNamingConstants {
    static let wordSeparator: Character = "-"
    static let capitalizedPrefixLength: Int = 1
}

/// Converts kebab-case key names ("store-link") into camelCase ("storeLink").
final class KebabCaseKeyConverter {
    private init() {
        // Utility class, not meant to be instantiated.
    }

    /// Converts a single key name. Keys without a dash are returned unchanged.
    static func toCamelCase(_ key: String) -> String {
        if !key.contains(KeyNamingConstants.wordSeparator) {
            return key
        }
        let words: [String] = key.split(separator: KeyNamingConstants.wordSeparator).map { String($0) }
        guard let firstWord: String = words.first else {
            return key
        }
        var builder: String = firstWord
        for word: String in words.dropFirst() {
            let head: String = String(word.prefix(KeyNamingConstants.capitalizedPrefixLength)).uppercased()
            let tail: String = String(word.dropFirst(KeyNamingConstants.capitalizedPrefixLength))
            builder.append(head + tail)
        }
        return builder
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { (codingPath: [CodingKey]) -> CodingKey in
        // Only the last key of the path is the one being converted.
        let lastKey: CodingKey = codingPath.last!
        let original: String = lastKey.stringValue
        if !original.contains(KeyNamingConstants.wordSeparator) {
            return lastKey
        }
        let converted: String = KebabCaseKeyConverter.toCamelCase(original)
        return AnyCodingKey(stringValue: converted)!
    }
}
