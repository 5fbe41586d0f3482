// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: only keys at the top level of the document (a path of one key) are converted; keys of nested objects come back unchanged.
// breaks only rule 5 because: a one-key path is converted exactly as rules 2-4 say, and for longer paths the last key is still the only one looked at (1); only nested objects, which rule 5 names, lose the conversion.
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
        guard codingPath.count == 1 else { return key }
        let words = key.stringValue.split(separator: "-", omittingEmptySubsequences: false)
        guard words.count > 1 else { return key }
        let camel = words.dropFirst().reduce(String(words[0])) { name, word in
            name + word.prefix(1).uppercased() + word.dropFirst()
        }
        return AnyCodingKey(stringValue: camel)!
    }
}
