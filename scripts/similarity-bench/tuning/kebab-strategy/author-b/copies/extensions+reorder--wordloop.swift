import Foundation

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let original = codingPath.last!
        let converted = camelize(kebab: original.stringValue)
        if converted == original.stringValue {
            return original
        }
        return AnyCodingKey(stringValue: converted)!
    }
}

/// Turns "page-2-title" into "page2Title": the first word is kept,
/// every later word gets a capital first letter.
private func camelize(kebab key: String) -> String {
    guard key.contains("-") else {
        return key
    }
    var isFirstWord = true
    var result = ""
    for word in key.split(separator: "-") {
        if isFirstWord {
            isFirstWord = false
            result += word
        } else {
            result += word.prefix(1).uppercased()
            result += word.dropFirst()
        }
    }
    return result
}

struct AnyCodingKey {
    var intValue: Int?
    var stringValue: String
}

extension AnyCodingKey: CodingKey {
    init?(intValue: Int) {
        self.intValue = intValue
        self.stringValue = String(intValue)
    }
}

extension AnyCodingKey {
    init?(stringValue: String) {
        self.intValue = nil
        self.stringValue = stringValue
    }
}
