// style: if/switch expressions (Swift 5.9+); enumerated map; let shorthand if let
import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        (self.stringValue, self.intValue) = (stringValue, nil)
    }

    init?(intValue: Int) {
        (self.stringValue, self.intValue) = (String(intValue), intValue)
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        guard let last = codingPath.last else { return AnyCodingKey(stringValue: "")! }
        let name = last.stringValue
        let converted = if name.contains("-") {
            name.split(separator: "-").enumerated().map { offset, word in
                offset == 0 ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
            }.joined()
        } else {
            name
        }
        if let key = AnyCodingKey(stringValue: converted) {
            return key
        }
        return last
    }
}
