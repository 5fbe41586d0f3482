// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: a dash is inserted before every capital but the capital is kept (storeLink becomes store-Link).
// breaks only rule 3 because: keys without capitals are untouched (2), digits stay and start no word (4, compared without case), last key only (1), every key converted (5, compared without case).
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    /// Writes camelCase properties ("storeLink") as kebab-case keys
    /// ("store-link"): every capital starts a new word.
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        // As for decoding, only the last key of the path is being written.
        let name = codingPath.last!.stringValue
        var kebab = ""
        for character in name {
            if character.isUppercase {
                kebab += "-" + String(character)
            } else {
                kebab.append(character)
            }
        }
        return AnyCodingKey(stringValue: kebab)!
    }
}
