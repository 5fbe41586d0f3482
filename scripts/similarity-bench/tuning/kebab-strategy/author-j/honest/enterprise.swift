import Foundation

/// A coding key that can carry any string or integer value, used when the
/// set of keys is not known at compile time.
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

    /// Static factory for a key built from a string; never fails.
    static func makeStringKey(_ value: String) -> AnyCodingKey {
        guard let key = AnyCodingKey(stringValue: value) else {
            preconditionFailure("AnyCodingKey(stringValue:) must always succeed")
        }
        return key
    }
}

/// The separators and helpers used by the kebab case conversion.
enum KebabCaseSeparator: Character {
    case dash = "-"
}

enum KebabCaseKeyConverter {
    /// Converts a single kebab-case key string ("store-link") into its
    /// camel-case equivalent ("storeLink"). Keys without a dash are returned
    /// exactly as they were given.
    static func convertKebabCaseKeyToCamelCase(_ originalKey: String) -> String {
        let separator = KebabCaseSeparator.dash.rawValue
        guard originalKey.contains(separator) else {
            return originalKey
        }
        let wordComponents = originalKey.split(separator: separator, omittingEmptySubsequences: false)
        guard let leadingWord = wordComponents.first else {
            return originalKey
        }
        var convertedKey = String(leadingWord)
        for trailingWord in wordComponents.dropFirst() {
            convertedKey += capitalizeFirstCharacter(of: String(trailingWord))
        }
        return convertedKey
    }

    /// Upper-cases the first character of a word and leaves the rest alone.
    /// A word whose first character has no upper case (a digit) is unchanged.
    static func capitalizeFirstCharacter(of word: String) -> String {
        guard let firstCharacter = word.first else {
            return word
        }
        return String(firstCharacter).uppercased() + word.dropFirst()
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    /// Converts kebab-case keys ("store-link") to camel case ("storeLink").
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { codingPath in
            guard let lastCodingKey = codingPath.last else {
                preconditionFailure("A coding path handed to a key strategy is never empty")
            }
            let originalKeyString = lastCodingKey.stringValue
            guard originalKeyString.contains(KebabCaseSeparator.dash.rawValue) else {
                return lastCodingKey
            }
            let convertedKeyString = KebabCaseKeyConverter.convertKebabCaseKeyToCamelCase(originalKeyString)
            return AnyCodingKey.makeStringKey(convertedKeyString)
        }
    }
}
