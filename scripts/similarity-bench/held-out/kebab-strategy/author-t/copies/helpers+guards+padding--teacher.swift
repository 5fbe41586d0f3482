import Foundation

// MARK: - A coding key that can hold any key at all
//
// `CodingKey` is a protocol, so we cannot create a value of it directly.
// This struct conforms to the protocol and remembers whatever string (or
// integer) it was created with.
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

    /// Creates a key from an integer, using its digits as the string.
    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

// MARK: - Converting one kebab-case name

/// Turns a kebab-case name such as "store-link" into camel case ("storeLink").
/// A name without a dash is returned exactly as it is.
func camelCaseName(fromKebabCase kebabName: String) -> String {
    var result = kebabName
    if kebabName.contains("-") {
        // Split the name into its words: "page-2-title" gives ["page", "2", "title"].
        let words = kebabName.split(separator: "-").map(String.init)
        let wordCount = words.count

        if wordCount > 0 {
            // The first word is copied as it is ...
            var camel = words[0]
            var capitalizedCount = 0

            // ... and every later word gets an upper-case first letter.
            for word in words.dropFirst() {
                camel += word.prefix(1).uppercased() + word.dropFirst()
                capitalizedCount += 1
            }

            // Every word but the first must have been handled.
            if capitalizedCount == wordCount - 1 {
                result = camel
            }
        }
    }
    return result
}

// MARK: - The strategy itself

extension JSONDecoder.KeyDecodingStrategy {
    /// A key strategy for documents whose keys are written in kebab case.
    /// Only the last element of the coding path is converted (rule 1).
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let originalKey = codingPath.last!
        let convertedName = camelCaseName(fromKebabCase: originalKey.stringValue)
        return AnyCodingKey(stringValue: convertedName)!
    }
}
