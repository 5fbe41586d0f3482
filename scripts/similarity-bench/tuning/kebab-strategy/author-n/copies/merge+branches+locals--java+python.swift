import Foundation

// This is my key type. It just remembers the string it gets (and a number if there is one).
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        // save the string, there is no number here
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        // save the number and also make a string out of it
        self.intValue = intValue
        self.stringValue = "\(intValue)"
    }
}

/// Converts kebab-case key names ("store-link") into camelCase ("storeLink").
final class KebabCaseKeyConverter {
    private static let separator: Character = "-"

    private init() {
        // Utility class, not meant to be instantiated.
    }

    /// A key needs conversion only when it contains at least one separator.
    static func isKebabCase(_ key: String) -> Bool {
        return key.contains(separator)
    }

    /// Converts a single key name, letter by letter: a dash is dropped and
    /// makes the following letter upper case.
    static func toCamelCase(_ key: String) -> String {
        var builder: String = ""
        var capitalizeNext: Bool = false
        for letter: Character in key {
            switch (letter == separator, capitalizeNext) {
            case (true, _):
                capitalizeNext = true
            case (false, true):
                builder += String(letter).uppercased()
                capitalizeNext = false
            case (false, false):
                builder += String(letter)
            }
        }
        return builder
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { (codingPath: [CodingKey]) -> CodingKey in
        // Only the last key of the path is the one being converted.
        let lastKey: CodingKey = codingPath.last!
        switch KebabCaseKeyConverter.isKebabCase(lastKey.stringValue) {
        case false:
            return lastKey
        case true:
            return AnyCodingKey(stringValue: KebabCaseKeyConverter.toCamelCase(lastKey.stringValue))!
        }
    }
}
