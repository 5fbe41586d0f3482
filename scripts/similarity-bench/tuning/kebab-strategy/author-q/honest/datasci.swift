import Foundation

// A coding key that can hold any string (or any integer), so the custom
// strategy below has something concrete to return.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        // integer keys also need a string form, so use the digits
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // only the last key of the path is the one being converted,
        // everything before it just tells us where we are in the document
        let originalKey = codingPath.last!
        let originalKeyString = originalKey.stringValue

        // keys without a dash are left exactly as they are
        if !originalKeyString.contains("-") {
            return originalKey
        }

        // step 1: split the key into its words
        let allWords = originalKeyString.split(separator: "-").map { String($0) }

        // step 2: the first word stays the same
        let firstWord = allWords.first ?? ""

        // step 3: every later word gets a capital first letter
        // (a word like "2" has no capital, so it stays "2")
        let remainingWords = allWords.dropFirst()
        let capitalizedRemainingWords = remainingWords.map { word -> String in
            let firstLetter = word.prefix(1).uppercased()
            let restOfWord = word.dropFirst()
            return firstLetter + restOfWord
        }

        // step 4: glue everything back together into one camelCase key
        let camelCaseKeyString = firstWord + capitalizedRemainingWords.joined()
        return AnyCodingKey(stringValue: camelCaseKeyString)!
    }
}
