// style: protocol extensions; generic helpers with some Collection
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

/// Joins words the camelCase way: the first as it is, the others with a capital first letter.
private func camelJoined(_ words: some Collection<Substring>) -> String {
    guard let head = words.first else { return "" }
    return words.dropFirst().reduce(String(head)) { $0 + $1.prefix(1).uppercased() + $1.dropFirst() }
}

private extension StringProtocol {
    var isKebab: Bool { contains("-") }

    var kebabWords: [Substring] {
        String(self).split(separator: "-")
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let key = codingPath.last!
        guard key.stringValue.isKebab else { return key }
        return AnyCodingKey(stringValue: camelJoined(key.stringValue.kebabWords))!
    }
}
