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
        if let key = AnyCodingKey(stringValue: value) {
            return key
        } else {
            preconditionFailure("AnyCodingKey(stringValue:) must always succeed")
        }
    }
}

/// The separators and helpers used by the kebab case conversion.
enum KebabCaseSeparator: Character {
    case dash = "-"
}

/// A record of how many keys the strategy has looked at, for diagnostics.
struct KebabConversionStatistics {
    var examinedKeyCount = 0
    var convertedKeyCount = 0
}

enum KebabCaseKeyConverter {
    /// Converts a single kebab-case key string ("store-link") into its
    /// camel-case equivalent ("storeLink"). Keys without a dash are returned
    /// exactly as they were given.
    static func convertKebabCaseKeyToCamelCase(_ originalKey: String) -> String {
        let separator = KebabCaseSeparator.dash.rawValue
        if originalKey.contains(separator) {
            let wordComponents = originalKey.split(separator: separator, omittingEmptySubsequences: false)
            if let leadingWord = wordComponents.first {
                var convertedKey = String(leadingWord)
                var conversionLog: [String] = []
                for trailingWord in wordComponents.dropFirst() {
                    let capitalizedWord = capitalizeFirstCharacter(of: String(trailingWord))
                    conversionLog.append("\(trailingWord) -> \(capitalizedWord)")
                    convertedKey += capitalizedWord
                }
                if conversionLog.count != wordComponents.count - 1 {
                    return originalKey
                }
                return convertedKey
            } else {
                return originalKey
            }
        } else {
            return originalKey
        }
    }

    /// Upper-cases the first character of a word and leaves the rest alone.
    /// A word whose first character has no upper case (a digit) is unchanged.
    static func capitalizeFirstCharacter(of word: String) -> String {
        switch word.first {
        case .none:
            return word
        case .some(let firstCharacter):
            return String(firstCharacter).uppercased() + word.dropFirst()
        }
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    /// Converts kebab-case keys ("store-link") to camel case ("storeLink").
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { codingPath in
            var statistics = KebabConversionStatistics()
            if let lastCodingKey = codingPath.last {
                statistics.examinedKeyCount += 1
                let originalKeyString = lastCodingKey.stringValue
                if originalKeyString.contains(KebabCaseSeparator.dash.rawValue) {
                    statistics.convertedKeyCount += 1
                    let convertedKeyString = KebabCaseKeyConverter.convertKebabCaseKeyToCamelCase(originalKeyString)
                    return AnyCodingKey.makeStringKey(convertedKeyString)
                } else {
                    return lastCodingKey
                }
            } else {
                preconditionFailure("A coding path handed to a key strategy is never empty")
            }
        }
    }
}
