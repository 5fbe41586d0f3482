import Foundation

/// A coding key that keeps whatever string or integer it was made from.
///
/// Checklist (from the exercise text):
///  [x] stringValue
///  [x] intValue
///  [x] init?(stringValue:) sets BOTH properties
///  [x] init?(intValue:)    sets BOTH properties, digits as the string
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    // Case S: made from a string -> no integer.
    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    // Case I: made from an integer -> the number's digits are the string.
    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
        assert(self.stringValue == "\(intValue)", "string of an int key must be its digits")
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    /// "store-link" -> "storeLink", "page-2-title" -> "page2Title".
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // Step 1 (rule 1): only the LAST key is converted, the parents are left alone.
        let lastKey = codingPath.last!
        let original = lastKey.stringValue

        // Step 2 (rule 2): branch A -- no dash, return the key exactly as it came in.
        let hasDash = original.contains("-")
        if hasDash == false {
            return lastKey
        }

        // Step 3 (rule 3): branch B -- there is at least one dash, split into words.
        let words: [String] = original.split(separator: "-").map { String($0) }

        // Step 4: rebuild the key word by word.
        var result = ""
        for (index, word) in words.enumerated() {
            if index == 0 {
                // Branch B1: the first word is copied as it is.
                result += word
            } else {
                // Branch B2: a later word gets an upper-case first letter.
                // A word of digits ("2", "13") has no upper case, so it stays (rule 4).
                let firstLetter = word.prefix(1).uppercased()
                let restOfWord = word.dropFirst()
                result += firstLetter + restOfWord
            }
        }

        // Step 5: sanity check -- the split consumed every dash.
        assert(result.contains("-") == false, "converted key still has a dash: \(result)")

        // Step 6: hand the new spelling back as a key.
        guard let convertedKey = AnyCodingKey(stringValue: result) else {
            // Branch C: unreachable, AnyCodingKey accepts every string.
            return lastKey
        }
        return convertedKey
    }
}
