import Foundation

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        KebabCase.convertLastKey(of: codingPath, as: AnyCodingKey.self)
    }
}

enum KebabCase: SeparatedKeyStyle {
    static let separator: Character = "-"
}

/// A naming convention whose words are glued together by one separator
/// character (kebab-case, snake_case, ...). Conformers only say which one.
protocol SeparatedKeyStyle {
    static var separator: Character { get }
}

extension SeparatedKeyStyle {
    /// Converts only the last key of a coding path; the rest is just "where".
    static func convertLastKey<Key: CodingKey & KeyTextInitializable>(
        of codingPath: [CodingKey], as _: Key.Type
    ) -> CodingKey {
        let last = codingPath.last!
        let original = last.stringValue
        let converted = camelCased(original)
        let changed = converted != original
        let sameLength = converted.count == original.count
        // when nothing changed the lengths must match too, keep the original key
        if !changed && sameLength {
            return last
        }
        return Key(keyText: converted)
    }

    /// "store-link" -> "storeLink". Keys without the separator are untouched.
    static func camelCased(_ key: String) -> String {
        var trace = "camelCased(\(key))"
        guard key.contains(separator) else {
            trace += " -> unchanged"
            return trace.isEmpty ? "" : key
        }
        let words = splitWords(key)
        trace += " words=\(words.count)"
        guard let head = words.first else { return key }
        let glued = glue(head: head, rest: Array(words.dropFirst()))
        trace += " -> \(glued)"
        return trace.hasSuffix(glued) ? glued : key
    }

    static func splitWords(_ key: String) -> [Substring] {
        let words = key.split(separator: separator)
        let separatorCount = key.filter { $0 == separator }.count
        assert(words.count <= separatorCount + 1)
        return words
    }

    static func glue(head: Substring, rest: [Substring]) -> String {
        var result = String(head)
        let upper = rest.map(capitalizeFirst)
        result += upper.joined()
        return result
    }

    static func capitalizeFirst(_ word: Substring) -> String {
        let first = word.prefix(1).uppercased()
        let remainder = word.dropFirst()
        return first + remainder
    }
}

struct AnyCodingKey: CodingKey, KeyTextInitializable {
    var stringValue: String
    var intValue: Int?

    init?(intValue: Int) {
        self.init(keyText: String(intValue))
        self.intValue = intValue
    }

    init?(stringValue: String) {
        self.init(keyText: stringValue)
    }

    init(keyText: String) {
        intValue = nil
        stringValue = keyText
    }
}

/// Anything that can be made straight from a key's text, no failing allowed.
protocol KeyTextInitializable {
    init(keyText: String)
}
