import Foundation

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

extension JSONDecoder.KeyDecodingStrategy {
    // same idea as lodash's _.camelCase but only for dashes:
    // "store-link" -> "storeLink", "page-2-title" -> "page2Title"
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let key = codingPath.last!
        let raw = key.stringValue

        // nothing to do -> hand back the original key untouched
        if !raw.contains("-") {
            return key
        }

        let parts = raw.split(separator: "-").map { String($0) }
        let camel = parts.enumerated().map { (i, part) -> String in
            if i == 0 { return part }
            return part.prefix(1).uppercased() + part.dropFirst()
        }.joined()

        return AnyCodingKey(stringValue: camel) ?? key
    }
}
