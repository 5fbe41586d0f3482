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

private let kebabSeparator: Character = "-"
private let capitalizedLetterCount = 1

/// Turns "page-2-title" into "page2Title": the first word is kept,
/// every later word gets a capital first letter.
private func camelize(kebab key: String) -> String {
    guard key.contains(kebabSeparator) else {
        return key
    }
    let words = key.split(separator: kebabSeparator)
    return words.enumerated().reduce(into: "") { result, pair in
        if pair.offset == 0 {
            result += pair.element
        } else {
            result += pair.element.prefix(capitalizedLetterCount).uppercased()
            result += pair.element.dropFirst(capitalizedLetterCount)
        }
    }
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
