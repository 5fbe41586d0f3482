import Foundation

extension JSONDecoder.KeyDecodingStrategy {
    private static let dash: Character = "-"
    private static let firstWordCount = 1

    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let key = codingPath.last!
        guard key.stringValue.contains(dash) else { return key }
        let words = key.stringValue.split(separator: dash).map(String.init)
        let camel = words.prefix(firstWordCount)
            + words.dropFirst(firstWordCount).map { $0.prefix(firstWordCount).uppercased() + $0.dropFirst(firstWordCount) }
        return AnyCodingKey(stringValue: camel.joined())!
    }
}

struct AnyCodingKey: CodingKey {
    var intValue: Int?
    var stringValue: String
}

extension AnyCodingKey {
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
