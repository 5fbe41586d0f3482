import Foundation

private let kebabDash: Character = "-"
private let firstWordIndex = 0

// Basically a "key bag" - works like a plain JS object key, holds a string
// (and an index if it came from an array).
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

private extension String {
    /// `image-blob-url` → `imageBlobUrl`; digit words pass through unchanged.
    var camelCasedFromKebab: String {
        var result = ""
        for (index, word) in split(separator: kebabDash).enumerated() {
            result += index == firstWordIndex ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
        }
        return result
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    // same idea as lodash's _.camelCase but only for dashes:
    // "store-link" -> "storeLink", "page-2-title" -> "page2Title"
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let key = codingPath.last!

        // nothing to do -> hand back the original key untouched
        if !key.stringValue.contains(kebabDash) {
            return key
        }
        return AnyCodingKey(stringValue: key.stringValue.camelCasedFromKebab) ?? key
    }
}
