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

            let chars = Array(original)
            var result = ""
            var upperNext = false
            var i = 0
            while i < chars.count {
                let c = chars[i]
                if c == "-" {
                    upperNext = true
                } else if upperNext {
                    result += String(c).uppercased()
                    upperNext = false
                } else {
                    result.append(c)
                }
                i += 1
            }
            return AnyCodingKey(stringValue: result)!
        }
    }
}
