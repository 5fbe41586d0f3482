import Foundation

// This is my key type. It just remembers the string it gets (and a number if there is one).
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        // save the string, there is no number here
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        // save the number and also make a string out of it
        self.intValue = intValue
        self.stringValue = "\(intValue)"
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // the key we have to change is the last one in the path
        let lastKey = codingPath[codingPath.count - 1]
        let oldName = lastKey.stringValue

        // if there is no dash in the name we do not change anything
        if oldName.contains("-") == false {
            return lastKey
        }

        // go through the name letter by letter
        // when we see a dash we skip it and remember to make the next letter big
        var newName = ""
        var makeNextLetterBig = false
        for letter in oldName {
            if letter == "-" {
                makeNextLetterBig = true
            } else if makeNextLetterBig == true {
                // a digit stays a digit when we call uppercased, so this is ok
                newName = newName + String(letter).uppercased()
                makeNextLetterBig = false
            } else {
                newName = newName + String(letter)
            }
        }

        // turn the new string back into a key and give it back
        let newKey = AnyCodingKey(stringValue: newName)!
        return newKey
    }
}
