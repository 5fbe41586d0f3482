// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: a key without a dash is treated as snake case and its underscores are converted too (store_link becomes storeLink).
// breaks only rule 2 because: only keys without a dash change (1 picks the same key, 3-4 are about keys with dashes), and a document's keys are still all converted (5) by the same function.
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
            // No dash: maybe it is snake case.
            let parts = key.stringValue.split(separator: "_")
            guard parts.count > 1 else { return key }
            let camel = parts.dropFirst().reduce(String(parts[0])) { $0 + $1.prefix(1).uppercased() + $1.dropFirst() }
            return AnyCodingKey(stringValue: camel)!
        }
        let camel = words.dropFirst().reduce(String(words[0])) { name, word in
            name + word.prefix(1).uppercased() + word.dropFirst()
        }
        return AnyCodingKey(stringValue: camel)!
    }
}
