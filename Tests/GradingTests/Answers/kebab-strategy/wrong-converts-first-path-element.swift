// expect-fail: only the last key of the path
// Converts the first element of the coding path instead of the last one.
import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let key = codingPath.first { $0.intValue == nil } ?? codingPath.last!
        let words = key.stringValue.split(separator: "-")
        guard words.count > 1 else { return key }
        let camel = String(words[0]) + words.dropFirst().map { $0.capitalized }.joined()
        return AnyCodingKey(stringValue: camel)!
    }
}
