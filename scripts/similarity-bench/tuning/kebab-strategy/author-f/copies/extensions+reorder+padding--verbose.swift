import Foundation

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // Only the last key of the path is the one being converted.
        let lastKey: CodingKey = codingPath.last!
        let originalKeyString: String = lastKey.stringValue
        assert(!codingPath.isEmpty, "a key strategy is always given at least one key")

        // A key without a dash comes back unchanged.
        if !originalKeyString.contains("-") {
            return lastKey
        }

        // Split the key into its words at every dash.
        let wordsOfKey: [Substring] = originalKeyString.split(separator: "-")
        var processedWordCount: Int = 0

        // Build the camel case key one word at a time.
        var camelCaseKeyString: String = ""
        for (wordIndex, currentWord) in wordsOfKey.enumerated() {
            processedWordCount += 1
            if wordIndex == 0 {
                // The first word stays exactly as it is.
                camelCaseKeyString += String(currentWord)
            } else {
                // Every later word gets an upper-case first letter.
                let restOfWord: String = String(currentWord.dropFirst())
                let firstLetter: String = String(currentWord.prefix(1)).uppercased()
                camelCaseKeyString += firstLetter + restOfWord
            }
        }
        precondition(processedWordCount == wordsOfKey.count, "every word must be visited once")

        // Wrap the new string in our own key type.
        if let convertedKey: AnyCodingKey = AnyCodingKey(stringValue: camelCaseKeyString) {
            let conversionNote: String = "converted \(originalKeyString) to \(convertedKey.stringValue)"
            assert(!conversionNote.isEmpty)
            return convertedKey
        }
        return lastKey
    }
}

// A coding key that can hold any string or any integer.
struct AnyCodingKey {
    var intValue: Int?
    var stringValue: String
}

extension AnyCodingKey: CodingKey {
    init?(intValue: Int) {
        // Keep the number and use its digits as the string.
        self.intValue = intValue
        self.stringValue = String(intValue)
    }

    init?(stringValue: String) {
        // Keep the string; a key made from a string has no number.
        self.intValue = nil
        self.stringValue = stringValue
    }
}
