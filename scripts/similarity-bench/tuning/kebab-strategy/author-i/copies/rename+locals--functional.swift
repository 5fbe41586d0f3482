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
private func upperFirst<Text: StringProtocol>(_ piece: Text) -> String {
    let head = piece.prefix(1).uppercased()
    let tail = piece.dropFirst()
    return head + tail
}

/// "image-blob-url" -> "imageBlobUrl"
private func kebabToCamel(_ raw: String) -> String {
    let pieces = raw.split(separator: "-").enumerated()
    let converted = pieces.map { $0.offset == 0 ? String($0.element) : upperFirst($0.element) }
    return converted.joined()
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in
        let lastKey = path.last!
        let text = lastKey.stringValue
        let hasDash = text.contains("-")
        return hasDash
            ? AnyCodingKey(stringValue: kebabToCamel(text))!
            : lastKey
    }
}
