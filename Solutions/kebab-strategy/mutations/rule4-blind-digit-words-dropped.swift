// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: words that are all digits are filtered out as "not words" (page-2-title becomes pageTitle).
// breaks only rule 4 because: keys whose words are all letters are converted as before (3), dashless keys untouched (2), last key only (1), documents converted throughout (5).
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
        let camel = words.dropFirst().filter { !$0.allSatisfy(\.isNumber) }.reduce(String(words[0])) { name, word in
            name + word.prefix(1).uppercased() + word.dropFirst()
        }
        return AnyCodingKey(stringValue: camel)!
    }
}
