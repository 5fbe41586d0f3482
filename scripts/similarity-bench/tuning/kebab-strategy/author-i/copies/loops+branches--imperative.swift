import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init?(intValue: Int) {
        self.intValue = intValue
        stringValue = "\(intValue)"
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { codingPath in
            let lastKey = codingPath[codingPath.count - 1]
            let original = lastKey.stringValue
            if !original.contains("-") {
                return lastKey
            }

            var result = ""
            var upperNext = false
            original.forEach { c in
                switch (c, upperNext) {
                case ("-", _):
                    upperNext = true
                case (_, true):
                    result += String(c).uppercased()
                    upperNext = false
                default:
                    result.append(c)
                }
            }
            return AnyCodingKey(stringValue: result)!
        }
    }
}
