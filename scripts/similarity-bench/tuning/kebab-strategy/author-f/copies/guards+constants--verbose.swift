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
    // The character that separates the words of a kebab case key.
    private static let kebabSeparator: Character = "-"
    // How many letters of a later word are made upper case.
    private static let capitalizedLetterCount: Int = 1
    // The position of the word that keeps its case.
    private static let untouchedWordIndex: Int = 0

    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // Only the last key of the path is the one being converted.
        let lastKey: CodingKey = codingPath.last!
        let originalKeyString: String = lastKey.stringValue

        // A key without a dash comes back unchanged.
        guard originalKeyString.contains(kebabSeparator) else {
            return lastKey
        }

        // Split the key into its words at every dash.
        let wordsOfKey: [Substring] = originalKeyString.split(separator: kebabSeparator)

        // Build the camel case key one word at a time.
        var camelCaseKeyString: String = ""
        for (wordIndex, currentWord) in wordsOfKey.enumerated() {
            guard wordIndex != untouchedWordIndex else {
                // The first word stays exactly as it is.
                camelCaseKeyString += String(currentWord)
                continue
            }
            // Every later word gets an upper-case first letter.
            let firstLetter: String = String(currentWord.prefix(capitalizedLetterCount)).uppercased()
            let restOfWord: String = String(currentWord.dropFirst(capitalizedLetterCount))
            camelCaseKeyString += firstLetter + restOfWord
        }

        // Wrap the new string in our own key type.
        guard let convertedKey: AnyCodingKey = AnyCodingKey(stringValue: camelCaseKeyString) else {
            return lastKey
        }
        return convertedKey
    }
}
