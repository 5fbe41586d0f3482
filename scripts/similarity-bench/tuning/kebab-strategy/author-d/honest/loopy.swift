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

/// Turns "store-link" into "storeLink"; keys without dashes are returned untouched.
private func camelFromKebab(_ key: String) -> String {
    guard key.contains("-") else { return key }
    let words = key.split(separator: "-")
    var result = ""
    for (index, word) in words.enumerated() {
        if index == 0 {
            result += word
        } else {
            result += word.prefix(1).uppercased()
            result += word.dropFirst()
        }
    }
    return result
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let lastKey = codingPath.last!
        if lastKey.intValue != nil {
            return lastKey
        }
        let converted = camelFromKebab(lastKey.stringValue)
        return AnyCodingKey(stringValue: converted)!
    }
}
