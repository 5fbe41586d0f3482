import Foundation

// MARK: - A coding key that can hold any key at all
//
// `CodingKey` is a protocol, so we cannot create a value of it directly.
// This small struct conforms to the protocol and simply remembers whatever
// string (or integer) it was created with.
struct AnyCodingKey: CodingKey {
    /// The key's position, for formats that key values by index.
    var intValue: Int?

    /// The key as it is spelt in a keyed container such as a JSON object.
    var stringValue: String

    /// Creates a key from an integer. We use the number's digits as its
    /// string, so the key can still be printed and compared as text.
    init?(intValue: Int) {
        self.intValue = intValue
        self.stringValue = String(intValue)
    }

    /// Creates a key from a string. A string key has no integer value.
    init?(stringValue: String) {
        self.intValue = nil
        self.stringValue = stringValue
    }
}

// MARK: - The strategy itself

extension JSONDecoder.KeyDecodingStrategy {
    /// A key strategy for documents whose keys are written in kebab case.
    /// Only the last element of the coding path is converted (rule 1).
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in
        let lastKey = path.last!

        // A key without dashes has no camel-case form: keep it unchanged.
        guard let camelName = camelCased(kebab: lastKey.stringValue) else {
            return lastKey
        }
        return AnyCodingKey(stringValue: camelName)!
    }
}

// MARK: - Converting one kebab-case name

/// Upper-cases the first character of a word and leaves the rest alone.
/// A word of digits has no upper case, so "2" stays "2".
func upperFirst(_ piece: String) -> String {
    let head = piece.prefix(1).uppercased()
    let tail = piece.dropFirst()
    return head + tail
}

/// Turns a kebab-case name such as "store-link" into camel case ("storeLink").
/// Returns nil when the name holds no dash, so there is nothing to convert.
func camelCased(kebab name: String) -> String? {
    guard name.contains("-") else {
        return nil
    }

    // "page-2-title" gives ["page", "2", "title"].
    let pieces = name.split(separator: "-").map(String.init)

    // The first piece is copied as it is, every later one is capitalized.
    let leading = pieces.first ?? ""
    let trailing = pieces.dropFirst().map(upperFirst)

    return leading + trailing.joined()
}
