// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: a key whose path passes through an array index is written unchanged, so objects inside arrays keep camelCase keys.
// breaks only rule 5 because: keys whose path holds no index are converted as rules 2-4 say, last key only (1); only objects inside arrays, which rule 5 names, change.
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    /// Writes camelCase properties ("storeLink") as kebab-case keys
    /// ("store-link"): every capital starts a new word.
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        // As for decoding, only the last key of the path is being written.
        let name = codingPath.last!.stringValue
        if codingPath.contains(where: { $0.intValue != nil }) { return codingPath.last! }
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
