import Foundation

// MARK: - AnyCodingKey

/// A general purpose coding key which is able to wrap an arbitrary string
/// value or an arbitrary integer value.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

private func wordWithCapitalizedFirstLetter(_ word: String) -> String {
    let wordAsNSString = word as NSString
    switch wordAsNSString.length {
    case 0:
        return word
    default:
        let firstLetter = wordAsNSString.substring(to: 1).uppercased()
        let remainingLetters = wordAsNSString.substring(from: 1)
        return firstLetter + remainingLetters
    }
}

// "store-link".kebabToCamel() == "storeLink"
private extension String {
    func kebabToCamel() -> String {
        switch contains("-") {
        case false:
            return self
        case true:
            return split(separator: "-")
                .enumerated()
                .map { index, word in
                    switch index {
                    case 0: return String(word)
                    default: return wordWithCapitalizedFirstLetter(String(word))
                    }
                }
                .joined()
        }
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // only the last key matters, the rest is just "where am I"
        let last = codingPath.last!
        let converted = last.stringValue.kebabToCamel()
        if converted == last.stringValue {
            return last
        } else {
            return AnyCodingKey(stringValue: converted)!
        }
    }
}
