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

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let key = codingPath.last!
        guard key.stringValue.contains("-") else { return key }
        let words = key.stringValue.split(separator: "-").map(String.init)
        let camel = words.prefix(1) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return AnyCodingKey(stringValue: camel.joined())!
    }
}
