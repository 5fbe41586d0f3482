import Foundation

/// A coding key that can stand for any key of any document.
///
/// A `CodingKeys` enum only knows the keys of one type. A key strategy has to
/// return keys for *every* type in the document, so it needs a concrete
/// `CodingKey` that simply stores whatever string or integer it is given.
internal struct AnyCodingKey: CodingKey {

    /// The key as a keyed container (a JSON object) spells it.
    internal var stringValue: String

    /// The key's integer value, or `nil` for a key that was made from a string.
    internal var intValue: Int?

    /// Creates a key from its spelling.
    ///
    /// - Parameter stringValue: The key exactly as it should be spelled.
    /// - Note: This initializer never fails; it is failable only because
    ///   `CodingKey` declares it that way.
    internal init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    /// Creates a key from an integer.
    ///
    /// - Parameter intValue: The integer value of the key. Its digits are
    ///   also used as the key's `stringValue`.
    internal init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension JSONDecoder.KeyDecodingStrategy {

    /// Converts keys from kebab case (`store-link`) to camel case (`storeLink`).
    ///
    /// Only the last key of the coding path is converted, because the keys
    /// before it only describe where the key sits. A key without a dash is
    /// returned exactly as it is.
    internal static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let originalKey: CodingKey = codingPath.last!
        let name: KebabName = KebabName(text: originalKey.stringValue)

        if name.isKebabCase == false {
            return originalKey
        }
        return AnyCodingKey(stringValue: name.camelCased)!
    }

    /// One key name, seen as a list of words joined by dashes.
    fileprivate struct KebabName {

        /// The characters this type treats specially.
        private enum Symbol {
            /// The character that separates the words of a kebab case key.
            static let dash: Character = "-"
        }

        /// The key as the document spells it.
        let text: String

        /// Whether the key has at least one dash and so needs converting.
        var isKebabCase: Bool {
            text.contains(Symbol.dash)
        }

        /// The words between the dashes, in order.
        private var words: [String] {
            text.split(separator: Symbol.dash).map { String($0) }
        }

        /// The key in camel case: the first word as it is, every later word
        /// with an upper-case first letter. A word of digits stays as it is.
        var camelCased: String {
            var result: String = ""
            for (index, word) in words.enumerated() {
                if index == 0 {
                    result += word
                } else {
                    result += KebabName.capitalizingFirstLetter(of: word)
                }
            }
            return result
        }

        /// Returns `word` with its first character in upper case and the rest unchanged.
        ///
        /// - Parameter word: One word of the key, such as `link` or `2`.
        private static func capitalizingFirstLetter(of word: String) -> String {
            let first: String = String(word.prefix(1)).uppercased()
            let rest: Substring = word.dropFirst()
            return first + rest
        }
    }
}
