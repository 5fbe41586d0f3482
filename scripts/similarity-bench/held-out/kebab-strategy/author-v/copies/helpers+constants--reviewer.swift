import Foundation

/// A coding key that can represent any string or integer key.
///
/// Custom key strategies must return a concrete `CodingKey`, and the
/// strategy has to work for every type in a document, so a type-specific
/// `CodingKeys` enum cannot be used here.
struct AnyCodingKey: CodingKey {
    /// The key as it is spelt in a keyed container.
    var stringValue: String

    /// The key's integer value, if it was created from an integer.
    var intValue: Int?

    /// Creates a key from a string. Never fails.
    /// - Parameter stringValue: The key's spelling.
    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    /// Creates a key from an integer, using its digits as the string value.
    /// - Parameter intValue: The key's integer value.
    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// Converts between the kebab-case spelling of a key and its camelCase spelling.
private enum KebabCase {
    /// Converts `key` from kebab case to camel case.
    ///
    /// The first word is kept as it is; every later word gets an upper-case
    /// first letter (a word starting with a digit stays as it is, digits
    /// have no upper case); the words are joined without a separator.
    /// - Parameter key: A key that contains at least one dash.
    /// - Returns: The camelCase spelling, e.g. `storeLink` for `store-link`.
    static func camelCased(_ key: String) -> String {
        let words = key.split(separator: "-")
        guard let head = words.first else {
            // The key was made of dashes only; there is nothing sensible to build.
            return key
        }
        let tail = words.dropFirst().map { word -> String in
            guard let first = word.first else { return "" }
            return first.uppercased() + word.dropFirst()
        }
        return String(head) + tail.joined()
    }
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
        let original = lastKey.stringValue
        guard original.contains("-") else {
            return lastKey
        }
        let converted = KebabCase.camelCased(original)
        guard let key = AnyCodingKey(stringValue: converted) else {
            return lastKey
        }
        return key
    }
}
