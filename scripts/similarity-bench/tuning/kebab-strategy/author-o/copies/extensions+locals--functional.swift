import Foundation

extension JSONDecoder.KeyDecodingStrategy {
    /// Only the last key of the path is ours to convert; the rest is context.
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let lastKey = codingPath.last
        let converted = lastKey.map { camelCase(fromKebab: $0.stringValue) }
        return converted.flatMap(AnyCodingKey.init(stringValue:))!
    }
}

/// "store-link" -> "storeLink". A key with no dash is its own answer.
private func camelCase(fromKebab key: String) -> String {
    guard key.contains("-") else { return key }
    let words = key.split(separator: "-")
    let tail = words.dropFirst().map(capitalizingHead)
    return (words.first.map(String.init) ?? "") + tail.joined()
}

/// "link" -> "Link", "2" -> "2": only the head of the word changes.
private func capitalizingHead(_ word: Substring) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
}

/// A key that can stand for any string (or integer) the decoder hands us.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?
}

extension AnyCodingKey {
    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension AnyCodingKey {
    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }
}
