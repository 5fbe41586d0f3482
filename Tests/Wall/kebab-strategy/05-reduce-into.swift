// style: reduce(into:); trailing closures
import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase = JSONDecoder.KeyDecodingStrategy.custom { codingPath in
        let key = codingPath.last!
        let words = key.stringValue.components(separatedBy: "-")
        guard words.count > 1 else { return key }

        let camel = words.dropFirst().reduce(into: words[0]) { result, word in
            if let first = word.first {
                result += first.uppercased()
                result += word.dropFirst()
            }
        }
        return AnyCodingKey(stringValue: camel)!
    }
}
