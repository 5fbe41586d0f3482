// expect-fail: two-word key
// Drops the dashes but forgets the capitals: "store-link" → "storelink".
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
        return AnyCodingKey(stringValue: key.replacingOccurrences(of: "-", with: ""))!
    }
}
