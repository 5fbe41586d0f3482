import Foundation

/// Converts between the kebab-case spelling of a key and its camelCase spelling.
private enum KebabCase {
    /// Converts `key` from kebab case to camel case.
    ///
    /// The first word is kept as it is; every later word gets an upper-case
    /// first letter; the words are joined without a separator.
    /// - Parameter key: A key that contains at least one dash.
    /// - Returns: The camelCase spelling, e.g. `storeLink` for `store-link`.
    static func camelCased(_ key: String) -> String {
        let words = key.split(separator: separator)
        guard let head = words.first else {
            // The key was made of dashes only; there is nothing sensible to build.
            return key
        }
        return String(head) + words.dropFirst().map(capitalizingFirstLetter(of:)).joined()
    }

    /// Returns `word` with its first character in upper case and the rest
    /// unchanged. A word that starts with a digit is returned as it is,
    /// because digits have no upper case.
    /// - Parameter word: One word of the key; may be empty.
    static func capitalizingFirstLetter(of word: Substring) -> String {
        guard let first = word.first else { return "" }
        return first.uppercased() + word.dropFirst()
    }

    /// Whether `key` holds at least one separator and so needs converting.
    /// - Parameter key: The key as written in the document.
    /// - Returns: `true` when the key contains a dash.
    static func needsConversion(_ key: String) -> Bool {
        key.contains(separator)
    }

    /// The character that separates words in a kebab-case key.
    static let separator: Character = "-"
}

extension JSONDecoder.KeyDecodingStrategy {
    /// A strategy that converts the document's `kebab-case` keys into
    /// `camelCase` before they are matched against a type's coding keys.
    ///
    /// Only the last key of the coding path is converted: the keys before it
    /// describe where the key sits and are never changed.
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        guard let lastKey = codingPath.last else {
            // The decoder never calls a strategy with an empty path, but
            // returning an empty key is safer than crashing if it does.
            return AnyCodingKey(stringValue: "")!
        }
        guard KebabCase.needsConversion(lastKey.stringValue) else {
            return lastKey
        }
        guard let key = AnyCodingKey(stringValue: KebabCase.camelCased(lastKey.stringValue)) else {
            return lastKey
        }
        return key
    }
}

/// A coding key that can represent any string or integer key.
///
/// Custom key strategies must return a concrete `CodingKey`, and the
/// strategy has to work for every type in a document, so a type-specific
/// `CodingKeys` enum cannot be used here.
struct AnyCodingKey {
    /// The key's integer value, if it was created from an integer.
    var intValue: Int?

    /// The key as it is spelt in a keyed container.
    var stringValue: String
}

extension AnyCodingKey: CodingKey {
    /// Creates a key from an integer, using its digits as the string value.
    /// - Parameter intValue: The key's integer value.
    init?(intValue: Int) {
        self.intValue = intValue
        self.stringValue = String(intValue)
    }

    /// Creates a key from a string. Never fails.
    /// - Parameter stringValue: The key's spelling.
    init?(stringValue: String) {
        self.intValue = nil
        self.stringValue = stringValue
    }
}
