import Foundation

// A coding key that can hold ANY string or number.
// I needed this because CodingKey is only a protocol and you can't
// just make one with CodingKey(stringValue:) (the compiler said no!)
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        // just keep the string, a string key has no number
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        // keep the number and ALSO turn it into a string, so 3 becomes "3"
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    // My own kebab case strategy, so I can write .convertFromKebabCase
    // just like .convertFromSnakeCase
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { codingPath in
            // the key we have to convert is always the LAST one in the path,
            // the ones before it only tell us where we are in the document
            let lastKey = codingPath.last!
            var original = lastKey.stringValue

            // no dash means there is nothing to do, give the key back as it is
            if original.contains("-") == false {
                return lastKey
            }

            // split it up into the words between the dashes
            var words = original.components(separatedBy: "-")
            var result = ""
            var index = 0
            for word in words {
                if index == 0 {
                    // the first word stays exactly like it is
                    result = result + word
                } else {
                    // every other word gets a capital first letter
                    // (a number like "2" has no capital so it just stays "2")
                    var firstLetter = String(word.prefix(1))
                    firstLetter = firstLetter.uppercased()
                    var rest = String(word.dropFirst())
                    result = result + firstLetter + rest
                }
                index = index + 1
            }

            // now make a real key out of the new string
            var newKey = AnyCodingKey(stringValue: result)!
            return newKey
        }
    }
}
