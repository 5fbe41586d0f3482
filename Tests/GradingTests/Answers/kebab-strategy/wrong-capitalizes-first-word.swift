// expect-fail: two-word key
// Capitalizes every word, the first one too: "store-link" → "StoreLink".
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
        let key = codingPath.last!.stringValue
        guard key.contains("-") else { return codingPath.last! }
        let camel = key.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return AnyCodingKey(stringValue: camel)!
    }
}
