import Foundation

// MARK: - Coding Key

/// A general purpose coding key that can hold any string or integer key.
/// The kebab case strategy needs a concrete type to return, because
/// `CodingKey` itself is only a protocol.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    /// Creates a key from its textual representation.
    /// - Parameter stringValue: The key exactly as it should be looked up.
    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    /// Creates a key from an integer. The string representation is the number's digits.
    /// - Parameter intValue: The integer value of the key.
    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

// MARK: - Abstractions

/// Contract for a component that converts one raw key name into the name the model uses.
protocol KeyNameConverting {
    func convertKeyName(_ rawKeyName: String) -> String
}

/// Contract for a component that converts the last key of a coding path.
protocol CodingPathKeyConverting {
    func convertLastKey(of codingPath: [CodingKey]) throws -> CodingKey
}

// MARK: - Errors

/// Errors which can be raised while converting a coding key.
enum KeyConversionError: Error {
    /// The decoder handed over a coding path without any key in it.
    case emptyCodingPath
    /// The converted name could not be turned into a coding key.
    case keyCreationFailed(convertedKeyName: String)
}

// MARK: - Implementations

/// Converts kebab case key names (`store-link`) into lower camel case (`storeLink`).
struct KebabCaseToCamelCaseKeyNameConverter: KeyNameConverting {
    private let wordSeparator: Character = "-"

    func convertKeyName(_ rawKeyName: String) -> String {
        // A key without any dash is returned exactly as it is.
        guard rawKeyName.contains(wordSeparator) else {
            return rawKeyName
        }

        let words = rawKeyName.split(separator: wordSeparator).map { String($0) }
        guard let firstWord = words.first else {
            return rawKeyName
        }

        var convertedKeyName = firstWord
        for word in words.dropFirst() {
            convertedKeyName += capitalizeFirstLetter(of: word)
        }
        return convertedKeyName
    }

    /// Upper-cases only the first character; a word of digits stays unchanged.
    private func capitalizeFirstLetter(of word: String) -> String {
        guard let firstCharacter = word.first else {
            return word
        }
        return firstCharacter.uppercased() + word.dropFirst()
    }
}

/// Applies a key name converter to the last key of a coding path only.
struct LastKeyCodingPathConverter: CodingPathKeyConverting {
    private let keyNameConverter: KeyNameConverting

    init(keyNameConverter: KeyNameConverting) {
        self.keyNameConverter = keyNameConverter
    }

    func convertLastKey(of codingPath: [CodingKey]) throws -> CodingKey {
        guard let lastKey = codingPath.last else {
            throw KeyConversionError.emptyCodingPath
        }

        let originalKeyName = lastKey.stringValue
        let convertedKeyName = keyNameConverter.convertKeyName(originalKeyName)
        if convertedKeyName == originalKeyName {
            // Nothing changed, so the original key is returned untouched.
            return lastKey
        }

        guard let convertedKey = AnyCodingKey(stringValue: convertedKeyName) else {
            throw KeyConversionError.keyCreationFailed(convertedKeyName: convertedKeyName)
        }
        return convertedKey
    }
}

// MARK: - Strategy

extension JSONDecoder.KeyDecodingStrategy {
    /// Converts kebab case keys of the document into the camel case keys of the model.
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let codingPathKeyConverter: CodingPathKeyConverting = LastKeyCodingPathConverter(
            keyNameConverter: KebabCaseToCamelCaseKeyNameConverter())
        do {
            return try codingPathKeyConverter.convertLastKey(of: codingPath)
        } catch {
            // The closure cannot throw. This only happens for an empty path,
            // which the decoder never passes; fall back to an empty key.
            return codingPath.last ?? AnyCodingKey(stringValue: "")!
        }
    }
}
