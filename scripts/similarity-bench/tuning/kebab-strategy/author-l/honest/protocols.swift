import Foundation

/// Anything that can be made straight from a key's text, no failing allowed.
protocol KeyTextInitializable {
    init(keyText: String)
}

struct AnyCodingKey: CodingKey, KeyTextInitializable {
    var stringValue: String
    var intValue: Int?

    init(keyText: String) {
        stringValue = keyText
        intValue = nil
    }

    init?(stringValue: String) {
        self.init(keyText: stringValue)
    }

    init?(intValue: Int) {
        self.init(keyText: String(intValue))
        self.intValue = intValue
    }
}

/// A naming convention whose words are glued together by one separator
/// character (kebab-case, snake_case, ...). Conformers only say which one.
protocol SeparatedKeyStyle {
    static var separator: Character { get }
}

extension SeparatedKeyStyle {
    /// "store-link" -> "storeLink". Keys without the separator are untouched.
    static func camelCased(_ key: String) -> String {
        guard key.contains(separator) else { return key }
        let words = key.split(separator: separator)
        guard let head = words.first else { return key }
        let capitalized = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return String(head) + capitalized.joined()
    }

    /// Converts only the last key of a coding path; the rest is just "where".
    static func convertLastKey<Key: CodingKey & KeyTextInitializable>(
        of codingPath: [CodingKey], as _: Key.Type
    ) -> CodingKey {
        let last = codingPath.last!
        let converted = camelCased(last.stringValue)
        return converted == last.stringValue ? last : Key(keyText: converted)
    }
}

enum KebabCase: SeparatedKeyStyle {
    static let separator: Character = "-"
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        KebabCase.convertLastKey(of: codingPath, as: AnyCodingKey.self)
    }
}
