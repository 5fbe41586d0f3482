// style: for-in loop with state; Character properties
import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        self.stringValue = intValue.description
        self.intValue = intValue
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let original = codingPath.last!
        if !original.stringValue.contains("-") {
            return original
        }
        var camel = ""
        var startsWord = false
        for character in original.stringValue {
            if character == "-" {
                startsWord = true
            } else if startsWord {
                camel += character.uppercased()   // a digit has no upper case and stays
                startsWord = false
            } else {
                camel.append(character)
            }
        }
        return AnyCodingKey(stringValue: camel)!
    }
}
