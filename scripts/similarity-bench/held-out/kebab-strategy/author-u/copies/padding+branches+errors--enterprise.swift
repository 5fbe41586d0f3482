import Foundation

// MARK: - Coding Key

/// Coding key able to carry any string or integer, used as the return value
/// of the kebab case strategy (a protocol such as `CodingKey` cannot be created directly).
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    /// Builds a key from a string.
    /// - Parameter stringValue: The key as it is looked up.
    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    /// Builds a key from a number; its string form is the number's digits.
    /// - Parameter intValue: The number of the key.
    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

// MARK: - Abstractions

/// Contract for a component that converts one raw key name into the model's name.
protocol KeyNameConverting {
    func convertKeyName(_ rawKeyName: String) -> String
}

/// Contract for a component that converts the last key of a coding path.
protocol CodingPathKeyConverting {
    func convertLastKey(of codingPath: [CodingKey]) -> CodingKey?
}

// MARK: - Implementations

/// Turns kebab case names (`store-link`) into lower camel case (`storeLink`).
struct KebabCaseToCamelCaseKeyNameConverter: KeyNameConverting {
    private let wordSeparator: Character = "-"

    func convertKeyName(_ rawKeyName: String) -> String {
        switch rawKeyName.contains(wordSeparator) {
        case false:
            // No dash at all: the key is kept exactly as it is.
            return rawKeyName
        case true:
            let words = rawKeyName.split(separator: wordSeparator).map { String($0) }
            let expectedWordCount = words.count
            var conversionTrace = "converting \(rawKeyName):"

            switch words.first {
            case .none:
                return rawKeyName
            case .some(let firstWord):
                var convertedKeyName = firstWord
                var processedWordCount = 1
                for word in words.dropFirst() {
                    let capitalizedWord = capitalizeFirstLetter(of: word)
                    conversionTrace += " \(word)->\(capitalizedWord)"
                    convertedKeyName += capitalizedWord
                    processedWordCount += 1
                }
                assert(processedWordCount == expectedWordCount, conversionTrace)
                return convertedKeyName
            }
        }
    }

    /// Upper-cases the first character only, so a word of digits is unchanged.
    private func capitalizeFirstLetter(of word: String) -> String {
        switch word.first {
        case .none:
            return word
        case .some(let firstCharacter):
            return firstCharacter.uppercased() + word.dropFirst()
        }
    }
}

/// Converts only the last key of the coding path, using a key name converter.
struct LastKeyCodingPathConverter: CodingPathKeyConverting {
    private let keyNameConverter: KeyNameConverting

    init(keyNameConverter: KeyNameConverting) {
        self.keyNameConverter = keyNameConverter
    }

    /// Returns `nil` when there is no key to convert.
    func convertLastKey(of codingPath: [CodingKey]) -> CodingKey? {
        guard let lastKey = codingPath.last else {
            return nil
        }

        let originalKeyName = lastKey.stringValue
        let convertedKeyName = keyNameConverter.convertKeyName(originalKeyName)
        let keyWasChanged = convertedKeyName != originalKeyName

        switch keyWasChanged {
        case false:
            // Unchanged keys go back as the very same key.
            return lastKey
        case true:
            return AnyCodingKey(stringValue: convertedKeyName)
        }
    }
}

// MARK: - Strategy

extension JSONDecoder.KeyDecodingStrategy {
    /// Converts the document's kebab case keys into the model's camel case keys.
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let codingPathKeyConverter: CodingPathKeyConverting = LastKeyCodingPathConverter(
            keyNameConverter: KebabCaseToCamelCaseKeyNameConverter())
        // The decoder never passes an empty path; an empty key is only a safety net.
        return codingPathKeyConverter.convertLastKey(of: codingPath)
            ?? codingPath.last
            ?? AnyCodingKey(stringValue: "")!
    }
}
