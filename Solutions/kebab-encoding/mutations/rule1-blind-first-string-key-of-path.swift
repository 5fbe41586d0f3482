// breaks: rule 1
// also fails: rule 5 (a nested key is the last of a longer path)
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: to skip array indices the answer takes the FIRST non-index key of the coding path instead of the last, so a nested key is written as its (converted) parent.
// breaks only rule 1 because: which key of the path is converted is rule 1's; for a one-key path (a flat value, rules 2-4) first == last so conversion of the name is unchanged, and values are never touched (rule 5's second half).
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        // Skip array indices: they have an intValue and are not property names.
        let name = codingPath.first(where: { $0.intValue == nil })!.stringValue
        var kebab = ""
        for character in name {
            if character.isUppercase {
                kebab += "-" + character.lowercased()
            } else {
                kebab.append(character)
            }
        }
        return AnyCodingKey(stringValue: kebab)!
    }
}
