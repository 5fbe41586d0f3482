import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        // array index keys, just turn the number into a string too
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { codingPath in
            var lastKey = codingPath.last!
            var key = lastKey.stringValue

            // no dash = nothing to do
            if !key.contains("-") {
                return lastKey
            }

            var parts = key.components(separatedBy: "-")
            var result = parts[0]
            for i in 1..<parts.count {
                var word = parts[i]
                // same as word[0].toUpperCase() + word.slice(1) in JS
                result += word.prefix(1).uppercased() + word.dropFirst()
            }
            return AnyCodingKey(stringValue: result)!
        }
    }
}
