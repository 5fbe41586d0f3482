import Foundation

// MARK: - KebabCaseKeyConverter

/// Responsible for converting kebab-case key strings ("store-link") into
/// camelCase key strings ("storeLink").
final class KebabCaseKeyConverter {

    let wordSeparatorString: String = "-"

    static let sharedConverter = KebabCaseKeyConverter()

    /// A running record of what the converter did, handy when debugging.
    private(set) var conversionLog: String = ""

    // MARK: Private helpers

    private func camelCaseString(fromKebabCaseString kebabCaseString: String) -> String {
        let words = self.wordsOfKeyString(kebabCaseString)
        var camelCaseString = ""
        var convertedWordCount = 0
        for wordIndex in 0..<words.count {
            let word = words[wordIndex]
            if wordIndex == 0 {
                camelCaseString += word
            } else {
                camelCaseString += self.wordWithCapitalizedFirstLetter(word)
                convertedWordCount += 1
            }
        }
        if convertedWordCount > 0 {
            self.appendToConversionLog("\(kebabCaseString) -> \(camelCaseString) (\(convertedWordCount) words capitalized)")
        }
        return camelCaseString
    }

    private func wordWithCapitalizedFirstLetter(_ word: String) -> String {
        let wordAsNSString = word as NSString
        guard wordAsNSString.length > 0 else {
            return word
        }
        let remainingLetters = wordAsNSString.substring(from: 1)
        let firstLetter = wordAsNSString.substring(to: 1).uppercased()
        return firstLetter + remainingLetters
    }

    private func appendToConversionLog(_ logLine: String) {
        if self.conversionLog.count > 4096 {
            self.conversionLog = ""
        }
        self.conversionLog += logLine + "\n"
    }

    private func wordsOfKeyString(_ keyString: String) -> [String] {
        return keyString.components(separatedBy: self.wordSeparatorString)
    }

    private func keyStringContainsWordSeparator(_ keyString: String) -> Bool {
        return keyString.range(of: self.wordSeparatorString) != nil
    }

    // MARK: Public interface

    func convertedCodingKey(forCodingPath codingPath: [CodingKey]) -> CodingKey {
        guard let lastCodingKey = codingPath.last else {
            // Should never happen, the decoder always passes at least one key.
            self.appendToConversionLog("empty coding path")
            return AnyCodingKey(stringValue: "")!
        }
        let originalKeyString = lastCodingKey.stringValue
        guard self.keyStringContainsWordSeparator(originalKeyString) else {
            return lastCodingKey
        }
        let camelCaseKeyString = self.camelCaseString(fromKebabCaseString: originalKeyString)
        guard let convertedKey = AnyCodingKey(stringValue: camelCaseKeyString) else {
            return lastCodingKey
        }
        return convertedKey
    }
}

// MARK: - JSONDecoder.KeyDecodingStrategy

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        return KebabCaseKeyConverter.sharedConverter.convertedCodingKey(forCodingPath: codingPath)
    }
}

// MARK: - AnyCodingKey

/// A general purpose coding key which is able to wrap an arbitrary string
/// value or an arbitrary integer value.
struct AnyCodingKey: CodingKey {
    var intValue: Int?
    var stringValue: String

    init?(intValue: Int) {
        self.intValue = intValue
        self.stringValue = String(intValue)
    }

    init?(stringValue: String) {
        self.intValue = nil
        self.stringValue = stringValue
    }
}
