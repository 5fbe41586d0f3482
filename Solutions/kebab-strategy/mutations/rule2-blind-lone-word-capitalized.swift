// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: the one-word branch capitalizes its word like every later word, so authors comes back as Authors.
// breaks only rule 2 because: keys with dashes are still converted exactly as rules 3 and 4 say, the last key is still the one converted (1), and every key of a document goes through the strategy (5).
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
        guard words.count > 1 else {
            return AnyCodingKey(stringValue: key.stringValue.prefix(1).uppercased() + key.stringValue.dropFirst())!
        }
        let camel = words.dropFirst().reduce(String(words[0])) { name, word in
            name + word.prefix(1).uppercased() + word.dropFirst()
        }
        return AnyCodingKey(stringValue: camel)!
    }
}
