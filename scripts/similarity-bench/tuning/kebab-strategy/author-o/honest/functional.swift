import Foundation

/// A key that can stand for any string (or integer) the decoder hands us.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// "link" -> "Link", "2" -> "2": only the head of the word changes.
private func capitalizingHead(_ word: Substring) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
}

/// "store-link" -> "storeLink". A key with no dash is its own answer.
private func camelCase(fromKebab key: String) -> String {
    guard key.contains("-") else { return key }
    let words = key.split(separator: "-")
    let head = words.first.map(String.init) ?? ""
    return head + words.dropFirst().map(capitalizingHead).joined()
}

extension JSONDecoder.KeyDecodingStrategy {
    /// Only the last key of the path is ours to convert; the rest is context.
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        codingPath.last
            .map { camelCase(fromKebab: $0.stringValue) }
            .flatMap(AnyCodingKey.init(stringValue:))!
    }
}
