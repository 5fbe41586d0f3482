import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        (self.stringValue, self.intValue) = (stringValue, nil)
    }

    init(intValue: Int) {
        (self.stringValue, self.intValue) = ("\(intValue)", intValue)
    }
}

private enum Kebab {
    static let dash: Character = "-"
    static let emptyResult = ""
}

/// Turns "page-2-title" into "page2Title": the first word is kept,
/// every later word gets a capital first letter.
private func camelize(kebab key: String) -> String {
    guard key.contains(Kebab.dash) else {
        return key
    }
    var result = Kebab.emptyResult
    var isFirstWord = true
    for word in key.split(separator: Kebab.dash) {
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
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        .custom { path in
            let name = path[path.count - 1].stringValue
            return AnyCodingKey(stringValue: camelize(kebab: name))
        }
    }
}
