import Foundation

// A coding key that can hold any string or any integer.
struct AnyCodingKey: CodingKey {
    // The key as text.
    var stringValue: String
    // The key as a number, when it came from an array index.
    var intValue: Int?

    // Make a key from a string.
    init?(stringValue: String) {
        // Keep the string.
        self.stringValue = stringValue
        // A string key has no number.
        self.intValue = nil
    }

    // Make a key from an integer.
    init?(intValue: Int) {
        // Keep the number.
        self.intValue = intValue
        // The string is just the digits of the number.
        self.stringValue = String(intValue)
    }
}

// The character between the words of a kebab key.
private let kebabSeparator: Character = "-"
// How many letters of a later word become capitals.
private let capitalLetters = 1

extension JSONDecoder.KeyDecodingStrategy {
    // Turns "store-link" into "storeLink".
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // A note of what was done, for debugging.
        var trace: [String] = []
        trace.append("path depth \(codingPath.count)")

        // Only the last key of the path is the one to convert.
        let lastKey = codingPath.last!
        // The text of that key.
        let original = lastKey.stringValue
        trace.append("key \(original)")

        // No dash means nothing to do.
        if !original.contains(kebabSeparator) {
            trace.append("unchanged")
            return lastKey
        }

        // Split the key into its words.
        let words = original.split(separator: kebabSeparator)
        if words.isEmpty {
            trace.append("only dashes")
            return lastKey
        }

        // Build the new key word by word.
        var result = ""
        var index = 0
        for word in words {
            if index == 0 {
                // The first word is kept as it is.
                result += String(word)
            } else {
                // Later words get an upper-case first letter.
                let firstLetter = word.prefix(capitalLetters).uppercased()
                let rest = word.dropFirst(capitalLetters)
                result += firstLetter
                result += String(rest)
            }
            index += 1
        }
        trace.append("converted to \(result) from \(index) words")

        // Wrap the new text in a key.
        let newKey = AnyCodingKey(stringValue: result)!
        return newKey
    }
}
