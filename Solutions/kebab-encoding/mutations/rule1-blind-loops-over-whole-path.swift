// breaks: rule 1
// also fails: rule 5 (a nested key is the last of a longer path)
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: the character loop runs over every key of the coding path (parents too), not just the last one, so a nested key comes out prefixed with its converted parents.
// breaks only rule 1 because: the keys before the last are rule 1's; a one-key path (rules 2-4, the flat Book) converts exactly as before, and no value is changed.
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        var kebab = ""
        for key in codingPath where key.intValue == nil {
            for character in key.stringValue {
                if character.isUppercase {
                    kebab += "-" + character.lowercased()
                } else {
                    kebab.append(character)
                }
            }
        }
        return AnyCodingKey(stringValue: kebab)!
    }
}
