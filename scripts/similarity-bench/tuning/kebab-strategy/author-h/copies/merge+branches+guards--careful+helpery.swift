import Foundation

// A coding key that can hold any string or any integer.
struct AnyCodingKey: CodingKey {
    // The key as text.
    var stringValue: String
    // The key as a number, when it came from an array index.
    var intValue: Int?

    init?(stringValue: String) {
        self.init(text: stringValue, number: nil)
    }

    init?(intValue: Int) {
        self.init(text: String(intValue), number: intValue)
    }

    private init(text: String, number: Int?) {
        stringValue = text
        intValue = number
    }
}

private extension StringProtocol {
    /// The word with its first character in upper case ("link" -> "Link", "2" -> "2").
    var capitalizedFirst: String {
        prefix(1).uppercased() + dropFirst()
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
        guard original.contains("-") else {
            return lastKey
        }

        // Split the key into its words.
        let words = original.split(separator: "-")

        // Build the new key word by word.
        var result = ""
        for (index, word) in words.enumerated() {
            // The first word is kept as it is, later words get an upper-case first letter.
            result += index == 0 ? String(word) : word.capitalizedFirst
        }

        // Wrap the new text in a key.
        return AnyCodingKey(stringValue: result)!
    }
}
