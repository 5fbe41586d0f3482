import Foundation

// MARK: - The strategy itself

extension JSONDecoder.KeyDecodingStrategy {
    /// A key strategy for documents whose keys are written in kebab case.
    ///
    /// The decoder hands the closure the whole coding path; only its last
    /// element is the key being converted, the rest just say where we are.
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // AnyCodingKey(stringValue:) never fails, so the force unwrap is safe.
        return AnyCodingKey(stringValue: camelCaseName(fromKebabCase: codingPath.last!.stringValue))!
    }
}

// MARK: - Converting one kebab-case name

/// Turns a kebab-case name such as "store-link" into camel case ("storeLink").
/// A name without a dash is returned exactly as it is.
func camelCaseName(fromKebabCase kebabName: String) -> String {
    // Rule 2: nothing to do when there is no dash.
    guard kebabName.contains("-") else {
        return kebabName
    }

    // Split into words, keep the first, capitalize the rest, join them.
    let words = kebabName.split(separator: "-").map(String.init)
    return (words.first ?? "") + words.dropFirst().map(capitalizingFirstLetter(of:)).joined()
}

/// Makes the first character of a word upper case and leaves the rest alone.
/// A word of digits has no upper case, so "2" stays "2".
func capitalizingFirstLetter(of word: String) -> String {
    return word.prefix(1).uppercased() + word.dropFirst()
}

// MARK: - A coding key that can hold any key at all

extension AnyCodingKey {
    /// Creates a key from an integer. We use the number's digits as its
    /// string, so the key can still be printed and compared as text.
    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }

    /// Creates a key from a string. A string key has no integer value.
    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }
}

// `CodingKey` is a protocol, so we cannot create a value of it directly.
// This struct conforms to it and remembers whatever it was created with.
struct AnyCodingKey: CodingKey {
    /// The key's position, for formats that key values by index.
    var intValue: Int?

    /// The key as it is spelt in a keyed container such as a JSON object.
    var stringValue: String
}
