import Foundation

private enum Kebab {
    static let separator: Character = "-"
    static let capitalizedPrefixLength = 1
}

private extension String {
    /// `image-blob-url` → `imageBlobUrl`; digit words pass through unchanged.
    var camelCasedFromKebab: String {
        let words = split(separator: Kebab.separator)
        if let head = words.first {
            return words.dropFirst().reduce(into: String(head)) { result, word in
                result += word.prefix(Kebab.capitalizedPrefixLength).uppercased()
                    + word.dropFirst(Kebab.capitalizedPrefixLength)
            }
        }
        return self
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    /// Mirrors `.convertFromSnakeCase` for keys spelled `like-this`.
    static var convertFromKebabCase: Self {
        .custom { codingPath in
            if let key = codingPath.last {
                if key.stringValue.contains(Kebab.separator) {
                    return AnyCodingKey(stringValue: key.stringValue.camelCasedFromKebab)
                }
            }
            return codingPath.last!
        }
    }
}

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?
}

extension AnyCodingKey {
    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
