import Foundation

/// A coding key able to represent an arbitrary string or integer key.
///
/// Invariant: whenever `intValue` is non-nil, `stringValue == String(intValue!)`.
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
    /// Converts the last key of the coding path from kebab-case to camelCase.
    /// Keys preceding it only locate the key and are never altered.
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // Precondition (guaranteed by JSONDecoder): the path is non-empty.
        precondition(!codingPath.isEmpty, "a key strategy is never given an empty coding path")
        let key = codingPath[codingPath.count - 1]
        if key.stringValue.contains("-") {
            // split with omittingEmptySubsequences == false yields at least one word.
            let words = key.stringValue.split(separator: "-", omittingEmptySubsequences: false)
            // Every word after the first has its first character upper-cased;
            // a word of digits is a fixed point, the empty word maps to itself.
            let camel = ([String(words[0])] + words.dropFirst().map { word -> String in
                if let head = word.first {
                    return head.uppercased() + word.dropFirst()
                }
                return ""
            }).joined()
            if let convertedKey = AnyCodingKey(stringValue: camel) {
                return convertedKey
            }
            preconditionFailure("AnyCodingKey.init(stringValue:) is total")
        }
        return key
    }
}
