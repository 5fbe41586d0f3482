import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// "link" -> "Link", "2" -> "2"
private func capitalized<S: StringProtocol>(_ word: S) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
}

/// "image-blob-url" -> "imageBlobUrl"
private func camelCased(fromKebab key: String) -> String {
    key.split(separator: "-")
        .enumerated()
        .map { $0.offset == 0 ? String($0.element) : capitalized($0.element) }
        .joined()
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let key = codingPath.last!
        return key.stringValue.contains("-")
            ? AnyCodingKey(stringValue: camelCased(fromKebab: key.stringValue))!
            : key
    }
}
