import Foundation

// MARK: - A coding key that can hold any key at all
//
// `CodingKey` is a protocol, so we cannot create a value of it directly.
// This small struct conforms to the protocol and simply remembers whatever
// string (or integer) it was created with. That makes it useful whenever
// we need to build keys at run time, as a custom key strategy must.
struct AnyCodingKey: CodingKey {
    /// The key as it is spelt in a keyed container such as a JSON object.
    var stringValue: String

    /// The key's position, for formats that key values by index.
    var intValue: Int?

    /// Creates a key from a string. A string key has no integer value.
    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    /// Creates a key from an integer. We use the number's digits as its
    /// string, so the key can still be printed and compared as text.
    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

// MARK: - Converting one kebab-case name

/// Makes the first character of a word upper case and leaves the rest alone.
/// A word of digits has no upper case, so "2" stays "2".
func capitalizingFirstLetter(of word: String) -> String {
    let firstLetter = word.prefix(1).uppercased()
    let remainingLetters = word.dropFirst()
    return firstLetter + remainingLetters
}

/// Turns a kebab-case name such as "store-link" into camel case ("storeLink").
/// A name without a dash is returned exactly as it is.
func camelCaseName(fromKebabCase kebabName: String) -> String {
    // Rule 2: nothing to do when there is no dash.
    guard kebabName.contains("-") else {
        return kebabName
    }

    // Split the name into its words: "page-2-title" gives ["page", "2", "title"].
    let words = kebabName.split(separator: "-").map(String.init)

    // The first word is copied as it is ...
    let firstWord = words.first ?? ""

    // ... and every later word gets an upper-case first letter.
    let laterWords = words.dropFirst().map(capitalizingFirstLetter(of:))

    // Finally the words are joined back together without separators.
    return firstWord + laterWords.joined()
}

// MARK: - The strategy itself

extension JSONDecoder.KeyDecodingStrategy {
    /// A key strategy for documents whose keys are written in kebab case.
    ///
    /// The decoder gives the closure the whole coding path to a key. Only the
    /// last element is the key being converted; the ones before it merely
    /// say where in the document we are, so we never change them (rule 1).
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let originalKey = codingPath.last!

        let convertedName = camelCaseName(fromKebabCase: originalKey.stringValue)

        // AnyCodingKey(stringValue:) never fails, so the force unwrap is safe.
        return AnyCodingKey(stringValue: convertedName)!
    }
}
