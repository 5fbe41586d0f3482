// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: a key without capitals is taken for snake case and its underscores are written as dashes (store_link becomes store-link).
// breaks only rule 2 because: keys with capitals go through the same loop as before (3, 4), the last key is the one converted (1) and every key of a document goes through the strategy (5).
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    /// Writes camelCase properties ("storeLink") as kebab-case keys
    /// ("store-link"): every capital starts a new word.
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        // As for decoding, only the last key of the path is being written.
        let name = codingPath.last!.stringValue
        if !name.contains(where: \.isUppercase) {
            return AnyCodingKey(stringValue: name.replacingOccurrences(of: "_", with: "-"))!
        }
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
