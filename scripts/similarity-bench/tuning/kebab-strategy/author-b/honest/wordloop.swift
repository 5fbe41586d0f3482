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

/// Turns "page-2-title" into "page2Title": the first word is kept,
/// every later word gets a capital first letter.
private func camelize(kebab key: String) -> String {
    guard key.contains("-") else {
        return key
    }
    var result = ""
    var isFirstWord = true
    for word in key.split(separator: "-") {
        if isFirstWord {
            result += word
            isFirstWord = false
        } else {
            result += word.prefix(1).uppercased()
            result += word.dropFirst()
        }
    }
    return result
}

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
