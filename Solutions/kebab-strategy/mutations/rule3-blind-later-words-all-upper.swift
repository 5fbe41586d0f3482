// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: every later word is upper-cased as a whole instead of only its first letter (store-link becomes storeLINK).
// breaks only rule 3 because: the words are still split at every dash and joined without dashes, digits are unchanged by uppercasing (4), dashless keys untouched (2), last key only (1), all document keys converted (5, compared without case).
import Foundation

/// A coding key made from any string or integer, for code that has to hand
/// a key back to Codable (a protocol type cannot be created directly).
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    /// Reads kebab-case JSON keys ("store-link") as camelCase properties
    /// ("storeLink"). Keys without a dash are left alone.
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // The path runs from the root; only its last key is being converted.
        let key = codingPath.last!
        let words = key.stringValue.split(separator: "-", omittingEmptySubsequences: false)
        guard words.count > 1 else { return key }
        let camel = words.dropFirst().reduce(String(words[0])) { name, word in
            name + word.uppercased()
        }
        return AnyCodingKey(stringValue: camel)!
    }
}
