import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

/// "link" -> "Link", "2" -> "2": only the head of the word changes.
private func capitalizingHead(_ word: Substring) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
}

/// "store-link" -> "storeLink", or nil when the key has no dash to remove.
private func camelCase(fromKebab key: String) -> String? {
    guard key.contains("-") else { return nil }
    let words = key.split(separator: "-")
    let head = words.first.map(String.init) ?? ""
    return head + words.dropFirst().map(capitalizingHead).joined()
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let k = codingPath[codingPath.count - 1]
        guard let s = camelCase(fromKebab: k.stringValue) else {
            return k  // nothing to do
        }
        return AnyCodingKey(stringValue: s)!
    }
}
