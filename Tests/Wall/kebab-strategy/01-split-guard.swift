// style: guard/early exits; split and joined
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

        let words = key.stringValue.split(separator: "-")
        guard let first = words.first else { return key }
        let rest = words.dropFirst().map { word in
            word.prefix(1).uppercased() + word.dropFirst()
        }
        let camel = String(first) + rest.joined()
        return AnyCodingKey(stringValue: camel)!
    }
}
