import Foundation

/// A coding key that can stand for any key of any document.
///
/// A `CodingKeys` enum only knows the keys of one type, so a key strategy
/// needs a concrete `CodingKey` that stores whatever it is given.
struct AnyCodingKey {
    /// The key as a keyed container (a JSON object) spells it.
    var stringValue: String
    /// The key's integer value, or `nil` for a key that was made from a string.
    var intValue: Int?
}

extension JSONDecoder.KeyDecodingStrategy {
    /// Converts keys from kebab case (`store-link`) to camel case (`storeLink`).
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        KebabCase.convertLastKey(of: codingPath, as: AnyCodingKey.self)
    }
}

extension AnyCodingKey: CodingKey {
    /// Creates a key from an integer; its digits are also its `stringValue`.
    init?(intValue: Int) {
        self.init(keyText: String(intValue))
        self.intValue = intValue
    }

    /// Creates a key from its spelling. Never fails.
    init?(stringValue: String) {
        self.init(keyText: stringValue)
    }
}

/// Anything that can be made straight from a key's text, no failing allowed.
protocol KeyTextInitializable {
    init(keyText: String)
}

extension AnyCodingKey: KeyTextInitializable {
    init(keyText: String) {
        stringValue = keyText
        intValue = nil
    }
}

/// A naming convention whose words are glued together by one separator.
protocol SeparatedKeyStyle {
    static var separator: Character { get }
}

enum KebabCase: SeparatedKeyStyle {
    static let separator: Character = "-"
}

extension SeparatedKeyStyle {
    /// Converts only the last key of a coding path; the rest is just "where".
    static func convertLastKey<Key: CodingKey & KeyTextInitializable>(
        of codingPath: [CodingKey], as _: Key.Type
    ) -> CodingKey {
        let originalKey: CodingKey = codingPath.last!
        if originalKey.stringValue.contains(separator) == false {
            return originalKey
        }
        return Key(keyText: camelCased(originalKey.stringValue))
    }

    /// The key in camel case: the first word as it is, every later word
    /// with an upper-case first letter. A word of digits stays as it is.
    static func camelCased(_ key: String) -> String {
        var result: String = ""
        for (index, word) in key.split(separator: separator).enumerated() {
            result += index == 0 ? String(word) : capitalizingFirstLetter(of: String(word))
        }
        return result
    }

    /// Returns `word` with its first character in upper case and the rest unchanged.
    private static func capitalizingFirstLetter(of word: String) -> String {
        let first: String = String(word.prefix(1)).uppercased()
        let rest: Substring = word.dropFirst()
        return first + rest
    }
}
