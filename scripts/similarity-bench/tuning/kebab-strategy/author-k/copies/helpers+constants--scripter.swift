import Foundation

// the separator kebab case uses between words
let kebabWordSeparator = "-"

// A coding key that can hold any string (or int), a bit like a plain dict key
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        // int keys still need a string: just use the digits
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // only the last key is the one being converted, the rest is just "where we are"
        let lastKey = codingPath.last!
        let kebabKey = lastKey.stringValue

        // no dash -> nothing to convert, hand it back untouched
        if !kebabKey.contains(kebabWordSeparator) {
            return AnyCodingKey(stringValue: kebabKey)!
        }

        // "store-link" -> "storeLink", like "".join(...) in python
        let words = kebabKey.components(separatedBy: kebabWordSeparator)
        var camelWords: [String] = []
        for (index, word) in words.enumerated() {
            if index == 0 {
                camelWords.append(word)  // first word stays as it is
            } else {
                // "link" -> "Link", "2" -> "2" (digits have no upper case so they stay)
                let firstLetter = word.prefix(1).uppercased()
                let restOfWord = word.dropFirst()
                camelWords.append(firstLetter + restOfWord)
            }
        }
        let convertedName = camelWords.joined()
        // print("converting", kebabKey, "->", convertedName)
        return AnyCodingKey(stringValue: convertedName)!
    }
}
