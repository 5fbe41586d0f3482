import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    /// Mirrors `.convertFromSnakeCase` for keys spelled `like-this`.
    static var convertFromKebabCase: Self {
        .custom { codingPath in
            guard let key = codingPath.last, key.stringValue.contains("-") else {
                return codingPath.last!
            }
            return AnyCodingKey(stringValue: key.stringValue.camelCasedFromKebab)
        }
    }
}

private extension String {
    /// `image-blob-url` → `imageBlobUrl`; digit words pass through unchanged.
    var camelCasedFromKebab: String {
        let words = split(separator: "-")
        guard let head = words.first else { return self }
        return words.dropFirst().reduce(into: String(head)) { result, word in
            result += word.prefix(1).uppercased() + word.dropFirst()
        }
    }
}
