import Foundation

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let key = codingPath.last!
        return key.stringValue.contains(String.kebabDash)
            ? AnyCodingKey(stringValue: key.stringValue.camelCasedFromKebab)!
            : key
    }
}

private extension String {
    /// "image-blob-url" -> "imageBlobUrl"
    var camelCasedFromKebab: String {
        split(separator: Self.kebabDash)
            .enumerated()
            .map { $0.offset == Self.firstWordIndex ? String($0.element) : $0.element.capitalizedFirst }
            .joined()
    }
}

private extension StringProtocol {
    /// "link" -> "Link", "2" -> "2"
    var capitalizedFirst: String {
        prefix(1).uppercased() + dropFirst()
    }
}

private extension String {
    static let kebabDash: Character = "-"
    static let firstWordIndex = 0
}

struct AnyCodingKey: CodingKey {
    var intValue: Int?
    var stringValue: String

    init?(intValue: Int) {
        self.intValue = intValue
        self.stringValue = String(intValue)
    }

    init?(stringValue: String) {
        self.intValue = nil
        self.stringValue = stringValue
    }
}
