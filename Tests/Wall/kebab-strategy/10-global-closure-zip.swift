// style: global functions; closures stored in properties; zip
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

/// How each word is written: the first as it is, every later one with a capital first letter.
let kebabWordStyles: (first: (Substring) -> String, later: (Substring) -> String) = (
    first: { String($0) },
    later: { $0.prefix(1).uppercased() + $0.dropFirst() }
)

func camelCase(fromKebab kebab: String) -> String {
    let words = kebab.split(separator: "-")
    let styles = [kebabWordStyles.first] + Array(repeating: kebabWordStyles.later, count: max(words.count - 1, 0))
    return zip(words, styles).map { word, style in style(word) }.joined()
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let key = codingPath.last!
        if key.stringValue.contains("-") {
            return AnyCodingKey(stringValue: camelCase(fromKebab: key.stringValue))!
        }
        return key
    }
}
