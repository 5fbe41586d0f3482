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

/// Splits "page-2-title" into ["page", "2", "title"] and checks the count.
private func kebabWords(of original: String) -> [String] {
    let words: [String] = original.split(separator: "-").map { String($0) }
    let dashCount = original.filter { $0 == "-" }.count
    // Every word is separated by one dash at most (empty words are dropped).
    assert(words.count <= dashCount + 1, "more words than dashes allow")
    return words
}

/// Branch B2 helper: "title" -> "Title", "2" -> "2" (rule 4).
private func upperFirst(_ word: String) -> String {
    let firstLetter = word.prefix(1).uppercased()
    let restOfWord = word.dropFirst()
    let joinedWord = firstLetter + restOfWord
    assert(joinedWord.count == word.count, "capitalising must not change the length")
    return joinedWord
}

/// Glues the words back together, first one untouched.
private func joinCamel(_ words: [String]) -> String {
    var result = ""
    var log = ""
    for (index, word) in words.enumerated() {
        if index == 0 {
            // Branch B1: the first word is copied as it is.
            result += word
            log += "keep(\(word)) "
        } else {
            // Branch B2: later words get an upper-case first letter.
            result += upperFirst(word)
            log += "upper(\(word)) "
        }
    }
    assert(log.isEmpty == words.isEmpty, "one log entry per word: \(log)")
    return result
}

extension JSONDecoder.KeyDecodingStrategy {
    /// "store-link" -> "storeLink", "page-2-title" -> "page2Title".
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // Step 1 (rule 1): only the LAST key is converted, the parents are left alone.
        let lastKey = codingPath.last!
        let original = lastKey.stringValue
        let pathDepth = codingPath.count
        assert(pathDepth >= 1, "a custom strategy always gets at least one key")

        // Step 2 (rule 2): branch A -- no dash, return the key exactly as it came in.
        let hasDash = original.contains("-")
        if hasDash {
            // Steps 3-4 (rule 3): branch B -- split and rebuild.
            let result = joinCamel(kebabWords(of: original))

            // Step 5: sanity check -- the split consumed every dash.
            assert(result.contains("-") == false, "converted key still has a dash: \(result)")

            // Step 6: hand the new spelling back as a key.
            if let convertedKey = AnyCodingKey(stringValue: result) {
                return convertedKey
            } else {
                // Branch C: unreachable, AnyCodingKey accepts every string.
                return lastKey
            }
        } else {
            return lastKey
        }
    }
}
