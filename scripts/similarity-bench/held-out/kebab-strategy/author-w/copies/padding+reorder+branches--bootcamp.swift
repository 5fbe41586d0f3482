import Foundation

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { codingPath in
            var lastKey = codingPath.last!
            var key = lastKey.stringValue
            var parts = key.components(separatedBy: "-")
            var wordCount = parts.count

            switch wordCount {
            case 1:
                // only one word = there was no dash, give it back
                return lastKey
            default:
                var result = parts[0]
                var capitalized = 0
                for i in 1..<wordCount {
                    var word = parts[i]
                    var first = word.prefix(1).uppercased()
                    if first != word.prefix(1) {
                        capitalized += 1
                    }
                    result += first + word.dropFirst()
                }
                // keep a little log line around for debugging
                var log = "kebab key \(key) -> \(result), \(capitalized) letters capitalized"
                if result.isEmpty {
                    print(log)
                }
                return AnyCodingKey(stringValue: result)!
            }
        }
    }
}

struct AnyCodingKey: CodingKey {
    var intValue: Int?
    var stringValue: String

    init?(intValue: Int) {
        // array index keys, just turn the number into a string too
        self.intValue = intValue
        self.stringValue = "\(intValue)"
    }

    init?(stringValue: String) {
        self.intValue = nil
        self.stringValue = stringValue
    }
}
