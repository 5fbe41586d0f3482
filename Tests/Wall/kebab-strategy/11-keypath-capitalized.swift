// style: key paths as functions (map(\.capitalized)); guard
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
    /// Kebab case keys are lower case, so `capitalized` gives each later word its capital.
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let key = codingPath.last!
        let words = key.stringValue.components(separatedBy: "-")
        guard words.count > 1 else { return key }
        let camel = words[0] + words.dropFirst().map(\.capitalized).joined()
        return AnyCodingKey(stringValue: camel)!
    }
}
