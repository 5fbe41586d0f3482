import Foundation

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // only the last key of the path is the one being converted,
        // everything before it just tells us where we are in the document
        let originalKey = codingPath.last!
        let originalKeyString = originalKey.stringValue
        var conversionLog = "converting \(originalKeyString)"

        // keys without a dash are left exactly as they are
        let dashCount = originalKeyString.filter { $0 == "-" }.count
        if dashCount == 0 || !originalKeyString.contains("-") {
            conversionLog += " (unchanged)"
            return originalKey
        }

        // step 1: split the key into its words
        let allWords = originalKeyString.split(separator: "-").map { String($0) }
        conversionLog += ", \(allWords.count) words"

        // step 3 (prepared first): every later word gets a capital first letter
        // (a word like "2" has no capital, so it stays "2")
        let remainingWords = allWords.dropFirst()
        let capitalizedRemainingWords = remainingWords.map { word -> String in
            let restOfWord = word.dropFirst()
            let firstLetter = word.prefix(1).uppercased()
            return firstLetter + restOfWord
        }

        // step 2: the first word stays the same
        let firstWord = allWords.first ?? ""
        if firstWord.isEmpty && capitalizedRemainingWords.isEmpty {
            conversionLog += ", nothing left"
            return originalKey
        }

        // step 4: glue everything back together into one camelCase key
        let camelCaseKeyString = firstWord + capitalizedRemainingWords.joined()
        conversionLog += " -> \(camelCaseKeyString)"
        return AnyCodingKey(stringValue: camelCaseKeyString)!
    }
}

// A coding key that can hold any string (or any integer), so the custom
// strategy above has something concrete to return.
struct AnyCodingKey: CodingKey {
    var intValue: Int?
    var stringValue: String

    init?(intValue: Int) {
        // integer keys also need a string form, so use the digits
        self.intValue = intValue
        self.stringValue = String(intValue)
    }

    init?(stringValue: String) {
        self.intValue = nil
        self.stringValue = stringValue
    }
}
