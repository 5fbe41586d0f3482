import Foundation

// MARK: - JSONDecoder.KeyDecodingStrategy

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        return KebabCaseKeyConverter.sharedConverter.convertedCodingKey(forCodingPath: codingPath)
    }
}

// MARK: - KebabCaseKeyConverter

/// Responsible for converting kebab-case key strings ("store-link") into
/// camelCase key strings ("storeLink").
final class KebabCaseKeyConverter {

    enum ConversionError: Error {
        case emptyCodingPath
        case emptyWord
    }

    static let sharedConverter = KebabCaseKeyConverter()

    let wordSeparatorString: String = "-"
}

// MARK: - KebabCaseKeyConverter (Word Helpers)

extension KebabCaseKeyConverter {

    private func wordWithCapitalizedFirstLetter(_ word: String) throws -> String {
        let wordAsNSString = word as NSString
        if wordAsNSString.length == 0 {
            throw ConversionError.emptyWord
        }
        let firstLetter = wordAsNSString.substring(to: 1).uppercased()
        let remainingLetters = wordAsNSString.substring(from: 1)
        return firstLetter + remainingLetters
    }

    private func wordsOfKeyString(_ keyString: String) -> [String] {
        return keyString.components(separatedBy: self.wordSeparatorString)
    }

    fileprivate func camelCaseString(fromKebabCaseString kebabCaseString: String) -> String {
        let words = self.wordsOfKeyString(kebabCaseString)
        var camelCaseString = ""
        for wordIndex in 0..<words.count {
            let word = words[wordIndex]
            if wordIndex == 0 {
                camelCaseString += word
            } else {
                camelCaseString += (try? self.wordWithCapitalizedFirstLetter(word)) ?? word
            }
        }
        return camelCaseString
    }
}

// MARK: - KebabCaseKeyConverter (Coding Path)

extension KebabCaseKeyConverter {

    func convertedCodingKey(forCodingPath codingPath: [CodingKey]) -> CodingKey {
        let lastCodingKey: CodingKey
        do {
            lastCodingKey = try self.lastCodingKeyOrThrow(in: codingPath)
        } catch {
            // Should never happen, the decoder always passes at least one key.
            return AnyCodingKey(stringValue: "")!
        }
        let originalKeyString = lastCodingKey.stringValue
        if !self.keyStringContainsWordSeparator(originalKeyString) {
            return lastCodingKey
        }
        let camelCaseKeyString = self.camelCaseString(fromKebabCaseString: originalKeyString)
        return AnyCodingKey(stringValue: camelCaseKeyString)!
    }

    private func lastCodingKeyOrThrow(in codingPath: [CodingKey]) throws -> CodingKey {
        if let lastCodingKey = codingPath.last {
            return lastCodingKey
        }
        throw ConversionError.emptyCodingPath
    }

    private func keyStringContainsWordSeparator(_ keyString: String) -> Bool {
        return keyString.range(of: self.wordSeparatorString) != nil
    }
}

// MARK: - AnyCodingKey

/// A general purpose coding key which is able to wrap an arbitrary string
/// value or an arbitrary integer value.
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
}
