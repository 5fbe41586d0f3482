// expect-fail: visible
// Upper-cases whole words: "store-link" → "storeLINK", so no book decodes.
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
        let words = codingPath.last!.stringValue.components(separatedBy: "-")
        let camel = words[0] + words.dropFirst().map { $0.uppercased() }.joined()
        return AnyCodingKey(stringValue: camel)!
    }
}
