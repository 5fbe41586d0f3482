// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: only keys of the top-level object (a path of one key) are converted; nested objects keep camelCase keys.
// breaks only rule 5 because: a one-key path is converted exactly as rules 2-4 say and the last key is the only one looked at (1); only nested keys, which rule 5 names, are left alone.
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    /// Writes camelCase properties ("storeLink") as kebab-case keys
    /// ("store-link"): every capital starts a new word.
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        // As for decoding, only the last key of the path is being written.
        let name = codingPath.last!.stringValue
        guard codingPath.count == 1 else { return codingPath.last! }
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
