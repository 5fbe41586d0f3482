import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        // array index keys, just turn the number into a string too
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

/// Constants and helpers for the kebab strategy.
enum KebabKeys {
    static let separator = "-"

    /// Joins the words: the first unchanged, every later one with an upper-case
    /// first letter (a word of digits is a fixed point).
    static func joinCamel(_ parts: [String]) -> String {
        var result = parts[0]
        for i in 1..<parts.count {
            var word = parts[i]
            result += word.prefix(1).uppercased() + word.dropFirst()
        }
        return result
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    /// Converts the last key of the coding path from kebab-case to camelCase.
    /// Keys preceding it only locate the key and are never altered.
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // Precondition (guaranteed by JSONDecoder): the path is non-empty.
        precondition(!codingPath.isEmpty, "a key strategy is never given an empty coding path")
        let key = codingPath[codingPath.count - 1]
        // no dash = nothing to do
        guard key.stringValue.contains(KebabKeys.separator) else {
            return key
        }
        var parts = key.stringValue.components(separatedBy: KebabKeys.separator)
        guard let convertedKey = AnyCodingKey(stringValue: KebabKeys.joinCamel(parts)) else {
            preconditionFailure("AnyCodingKey.init(stringValue:) is total")
        }
        return convertedKey
    }
}
