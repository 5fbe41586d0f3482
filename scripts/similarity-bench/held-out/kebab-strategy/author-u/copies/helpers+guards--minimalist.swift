import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { (stringValue, self.intValue) = (String(intValue), intValue) }
}

private func kebabPiece(_ word: Substring, at position: Int) -> String {
    guard position > 0 else { return String(word) }
    let head = word.prefix(1).uppercased()
    return head + word.dropFirst()
}

private func kebabJoined(_ key: String) -> String {
    let parts = key.split(separator: "-")
    let converted = parts.enumerated().map { kebabPiece($1, at: $0) }
    return converted.joined()
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase = custom { path in
        let key = path.last!.stringValue
        guard key.contains("-") else { return path.last! }
        return AnyCodingKey(stringValue: kebabJoined(key))!
    }
}
