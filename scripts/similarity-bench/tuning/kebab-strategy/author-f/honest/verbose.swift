import Foundation

// A coding key that can hold any string or any integer.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        // Keep the string; a key made from a string has no number.
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        // Keep the number and use its digits as the string.
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // Only the last key of the path is the one being converted.
        let lastKey: CodingKey = codingPath.last!
        let originalKeyString: String = lastKey.stringValue

        // A key without a dash comes back unchanged.
        if !originalKeyString.contains("-") {
            return lastKey
        }

        // Split the key into its words at every dash.
        let wordsOfKey: [Substring] = originalKeyString.split(separator: "-")

        // Build the camel case key one word at a time.
        var camelCaseKeyString: String = ""
        for (wordIndex, currentWord) in wordsOfKey.enumerated() {
            if wordIndex == 0 {
                // The first word stays exactly as it is.
                camelCaseKeyString += String(currentWord)
            } else {
                // Every later word gets an upper-case first letter.
                let firstLetter: String = String(currentWord.prefix(1)).uppercased()
                let restOfWord: String = String(currentWord.dropFirst())
                camelCaseKeyString += firstLetter + restOfWord
            }
        }

        // Wrap the new string in our own key type.
        if let convertedKey: AnyCodingKey = AnyCodingKey(stringValue: camelCaseKeyString) {
            return convertedKey
        }
        return lastKey
    }
}
