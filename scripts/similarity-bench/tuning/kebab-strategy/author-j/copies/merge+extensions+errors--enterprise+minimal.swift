import Foundation

struct AnyCodingKey {
    var stringValue: String
    var intValue: Int?
}

extension JSONDecoder.KeyDecodingStrategy {
    /// Converts kebab-case keys ("store-link") to camel case ("storeLink").
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { codingPath in
            let lastCodingKey = codingPath.last!
            let originalKeyString = lastCodingKey.stringValue
            guard originalKeyString.contains("-"),
                  let convertedKey = KebabCaseKeyConverter.convertedKey(for: originalKeyString) else {
                return lastCodingKey
            }
            return convertedKey
        }
    }
}

extension AnyCodingKey: CodingKey {
    init?(intValue: Int) { stringValue = "\(intValue)"; self.intValue = intValue }
    init?(stringValue: String) { self.stringValue = stringValue }
}

enum KebabCaseKeyConverter {
    /// The camel case key for a kebab case one, or nil when the key has no
    /// words to join.
    static func convertedKey(for originalKey: String) -> AnyCodingKey? {
        let words = originalKey.split(separator: "-")
        guard let leadingWord = words.first else {
            return nil
        }
        let joined = String(leadingWord) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return AnyCodingKey(stringValue: joined)
    }
}
