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
        do {
            return AnyCodingKey(stringValue: try KebabName(text: codingPath.last!.stringValue).camelCased())!
        } catch {
            return codingPath.last!
        }
    }

    /// One key name, seen as a list of words joined by dashes.
    fileprivate struct KebabName {

        /// Thrown when a key has no dash, so there is nothing to convert.
        fileprivate struct NotKebabCase: Error {}

        /// The characters this type treats specially.
        private enum Symbol {
            /// The character that separates the words of a kebab case key.
            static let dash: Character = "-"
        }

        /// The key as the document spells it.
        let text: String

        /// The key in camel case: the first word as it is, every later word
        /// with an upper-case first letter. A word of digits stays as it is.
        ///
        /// - Throws: `NotKebabCase` when the key has no dash at all.
        func camelCased() throws -> String {
            if !text.contains(Symbol.dash) {
                throw NotKebabCase()
            }
            var result: String = ""
            for (index, word) in text.split(separator: Symbol.dash).map({ String($0) }).enumerated() {
                if index == 0 {
                    result += word
                } else {
                    result += String(word.prefix(1)).uppercased() + word.dropFirst()
                }
            }
            return result
        }
    }
}
