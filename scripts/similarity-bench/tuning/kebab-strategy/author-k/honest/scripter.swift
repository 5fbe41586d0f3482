import Foundation

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

// "link" -> "Link", "2" -> "2" (digits have no upper case so they stay)
func capitalizeFirstLetter(_ word: String) -> String {
    let firstLetter = word.prefix(1).uppercased()
    let restOfWord = word.dropFirst()
    return firstLetter + restOfWord
}

// "store-link" -> "storeLink", like "".join(...) in python
func kebabToCamelCase(_ kebabKey: String) -> String {
    // no dash -> nothing to convert, hand it back untouched
    if !kebabKey.contains("-") {
        return kebabKey
    }

    let words = kebabKey.components(separatedBy: "-")
    var camelWords: [String] = []
    for (index, word) in words.enumerated() {
        if index == 0 {
            camelWords.append(word)  // first word stays as it is
        } else {
            camelWords.append(capitalizeFirstLetter(word))
        }
    }
    return camelWords.joined()
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // only the last key is the one being converted, the rest is just "where we are"
        let lastKey = codingPath.last!
        let convertedName = kebabToCamelCase(lastKey.stringValue)
        // print("converting", lastKey.stringValue, "->", convertedName)
        return AnyCodingKey(stringValue: convertedName)!
    }
}
