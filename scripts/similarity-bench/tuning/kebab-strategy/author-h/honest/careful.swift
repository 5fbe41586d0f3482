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

extension JSONDecoder.KeyDecodingStrategy {
    // Turns "store-link" into "storeLink".
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // Only the last key of the path is the one to convert.
        let lastKey = codingPath.last!
        // The text of that key.
        let original = lastKey.stringValue

        // No dash means nothing to do.
        if !original.contains("-") {
            return lastKey
        }

        // Split the key into its words.
        let words = original.split(separator: "-")

        // Build the new key word by word.
        var result = ""
        var index = 0
        for word in words {
            if index == 0 {
                // The first word is kept as it is.
                result += String(word)
            } else {
                // Later words get an upper-case first letter.
                let firstLetter = word.prefix(1).uppercased()
                let rest = word.dropFirst()
                result += firstLetter
                result += String(rest)
            }
            index += 1
        }

        // Wrap the new text in a key.
        let newKey = AnyCodingKey(stringValue: result)!
        return newKey
    }
}
