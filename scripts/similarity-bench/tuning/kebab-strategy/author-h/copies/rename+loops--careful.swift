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
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in
        // Only the last key of the path is the one to convert.
        let finalKey = path.last!
        // The text of that key.
        let keyText = finalKey.stringValue

        // No dash means nothing to do.
        if !keyText.contains("-") {
            return finalKey
        }

        // Split the key into its words.
        let parts = keyText.split(separator: "-")

        // Build the new key word by word.
        let camel = parts.enumerated().map { position, part -> String in
            if position == 0 {
                // The first word is kept as it is.
                return String(part)
            } else {
                // Later words get an upper-case first letter.
                let head = part.prefix(1).uppercased()
                let tail = part.dropFirst()
                return head + String(tail)
            }
        }.joined()

        // Wrap the new text in a key.
        let convertedKey = AnyCodingKey(stringValue: camel)!
        return convertedKey
    }
}
