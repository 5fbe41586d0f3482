import Foundation

extension JSONDecoder.KeyDecodingStrategy {
    /// Turns dashed keys ("store-link") into camel case ("storeLink").
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { keyPath in
            guard let finalKey = keyPath.last else {
                preconditionFailure("A key strategy is never handed an empty path")
            }
            let rawKeyText = finalKey.stringValue
            guard rawKeyText.contains(KeyDelimiter.hyphen.rawValue) else {
                return finalKey
            }
            let camelKeyText = DashedKeyTransformer.camelCased(fromDashed: rawKeyText)
            return AnyCodingKey.keyFromText(camelKeyText)
        }
    }
}

enum DashedKeyTransformer {
    /// Makes the first character of a word upper case, keeping the rest.
    /// Digits have no upper case and so come back unchanged.
    static func uppercasingInitial(of segment: String) -> String {
        guard let initial = segment.first else {
            return segment
        }
        return String(initial).uppercased() + segment.dropFirst()
    }

    /// "store-link" becomes "storeLink"; a key with no dash stays as it is.
    static func camelCased(fromDashed dashedText: String) -> String {
        let delimiter = KeyDelimiter.hyphen.rawValue
        guard dashedText.contains(delimiter) else {
            return dashedText
        }
        let segments = dashedText.split(separator: delimiter, omittingEmptySubsequences: false)
        guard let headSegment = segments.first else {
            return dashedText
        }
        var assembled = String(headSegment)
        for tailSegment in segments.dropFirst() {
            assembled += uppercasingInitial(of: String(tailSegment))
        }
        return assembled
    }
}

/// The character that separates words in a dashed key.
enum KeyDelimiter: Character {
    case hyphen = "-"
}

/// A key holding any string or integer, for keys unknown until run time.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    /// Builds a key from text; this can never fail.
    static func keyFromText(_ text: String) -> AnyCodingKey {
        guard let built = AnyCodingKey(stringValue: text) else {
            preconditionFailure("AnyCodingKey(stringValue:) always succeeds")
        }
        return built
    }

    init?(intValue: Int) {
        self.intValue = intValue
        self.stringValue = String(intValue)
    }

    init?(stringValue: String) {
        self.intValue = nil
        self.stringValue = stringValue
    }
}
