import Foundation

private enum KebabRules {
    static let dash: Character = "-"
    static let firstWordIndex = 0
    static let capitalLetters = 1
}

// Basically a tiny data class that can hold any key at all.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init?(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

private func capitalizeHead<S: StringProtocol>(_ word: S) -> String {
    let head = word.prefix(KebabRules.capitalLetters).uppercased()
    let rest = word.dropFirst(KebabRules.capitalLetters)
    return head + rest
}

private func camelWord(at index: Int, _ word: Substring) -> String {
    if index == KebabRules.firstWordIndex {
        return String(word)
    }
    return capitalizeHead(word)
}

private func kebabToCamel(_ text: String) -> String {
    guard text.contains(KebabRules.dash) else { return text }
    return text.split(separator: KebabRules.dash)
        .enumerated()
        .map { index, word in camelWord(at: index, word) }
        .joined()
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // only the last key matters, the rest is just "where am I"
        let last = codingPath.last!
        let converted = kebabToCamel(last.stringValue)
        // nothing changed -> hand back the very same key
        return converted == last.stringValue ? last : AnyCodingKey(stringValue: converted)!
    }
}
