// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: a key whose path passes through an array index is returned unchanged, so objects inside arrays keep their kebab keys.
// breaks only rule 5 because: keys whose path holds no index are converted as rules 2-4 say, the last key is the only one used (1); only objects inside arrays, which rule 5 names, change.
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
        if codingPath.contains(where: { $0.intValue != nil }) { return key }
        let words = key.stringValue.split(separator: "-", omittingEmptySubsequences: false)
        guard words.count > 1 else { return key }
        let camel = words.dropFirst().reduce(String(words[0])) { name, word in
            name + word.prefix(1).uppercased() + word.dropFirst()
        }
        return AnyCodingKey(stringValue: camel)!
    }
}
