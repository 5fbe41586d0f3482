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

/// The pure string transformation underlying `convertFromKebabCase`.
enum KebabCaseConversion {
    static let wordSeparator: Character = "-"

    /// Returns `word` with its first character upper-cased and the rest unchanged.
    ///
    /// Total: the empty word maps to the empty string, and a word of digits
    /// is a fixed point, since digits have no upper-case form.
    static func capitalizingFirstCharacter(of word: Substring) -> String {
        guard let head = word.first else { return "" }
        return head.uppercased() + word.dropFirst()
    }

    /// Converts a kebab-case identifier to camelCase.
    ///
    /// Postcondition: if `identifier` contains no separator, the result equals `identifier`.
    static func camelCase(fromKebab identifier: String) -> String {
        let words = identifier.split(separator: wordSeparator, omittingEmptySubsequences: false)
        // `split` with omittingEmptySubsequences == false yields at least one element.
        precondition(!words.isEmpty)
        let head = String(words[0])
        let tail = words.dropFirst().map(capitalizingFirstCharacter(of:))
        return ([head] + tail).joined()
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    /// Converts the last key of the coding path from kebab-case to camelCase.
    /// Keys preceding it only locate the key and are never altered.
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // Precondition (guaranteed by JSONDecoder): the path is non-empty.
        precondition(!codingPath.isEmpty, "a key strategy is never given an empty coding path")
        let key = codingPath[codingPath.count - 1]
        guard key.stringValue.contains(KebabCaseConversion.wordSeparator) else {
            return key
        }
        let converted = KebabCaseConversion.camelCase(fromKebab: key.stringValue)
        guard let convertedKey = AnyCodingKey(stringValue: converted) else {
            preconditionFailure("AnyCodingKey.init(stringValue:) is total")
        }
        return convertedKey
    }
}
