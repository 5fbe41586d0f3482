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
    if !key.contains("-") {
        return key
    }
    var result = ""
    for (index, word) in key.split(separator: "-").enumerated() {
        switch index {
        case 0:
            result += word
        default:
            result += word.prefix(1).uppercased() + word.dropFirst()
        }
    }
    return result
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        codingPath.last!.intValue != nil
            ? codingPath.last!
            : AnyCodingKey(stringValue: camelFromKebab(codingPath.last!.stringValue))!
    }
}
