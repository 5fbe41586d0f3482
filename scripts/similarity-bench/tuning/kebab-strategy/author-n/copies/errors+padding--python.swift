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

// something went wrong when making a key
struct KeyMakingProblem: Error {
    let name: String
}

// makes a key out of a name, or throws if that did not work
func makeKebabKey(_ name: String) throws -> AnyCodingKey {
    guard let key = AnyCodingKey(stringValue: name) else {
        throw KeyMakingProblem(name: name)
    }
    return key
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // the key we have to change is the last one in the path
        let lastKey = codingPath[codingPath.count - 1]
        let oldName = lastKey.stringValue
        var notes = "converting " + oldName

        // if there is no dash in the name we do not change anything
        if oldName.contains("-") == false {
            notes += ", no dash"
            return lastKey
        }

        // go through the name letter by letter
        // when we see a dash we skip it and remember to make the next letter big
        var newName = ""
        var makeNextLetterBig = false
        var dashCount = 0
        for letter in oldName {
            if letter == "-" {
                makeNextLetterBig = true
                dashCount += 1
            } else if makeNextLetterBig == true {
                // a digit stays a digit when we call uppercased, so this is ok
                newName = newName + String(letter).uppercased()
                makeNextLetterBig = false
            } else {
                newName = newName + String(letter)
            }
        }
        notes += ", \(dashCount) dashes -> " + newName

        // a key made only of dashes would end up empty, keep the old one then
        if newName.isEmpty {
            return lastKey
        }

        // turn the new string back into a key and give it back
        do {
            let newKey = try makeKebabKey(newName)
            return newKey
        } catch {
            notes += ", failed"
            return lastKey
        }
    }
}
