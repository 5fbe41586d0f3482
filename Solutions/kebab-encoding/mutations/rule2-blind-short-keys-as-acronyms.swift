// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: a key of one or two letters without capitals is taken for an acronym and written in upper case (id becomes ID).
// breaks only rule 2 because: keys with capitals still go through the unchanged loop (3, 4; a two-letter key has no digit to move), the last key only (1), every key of a document is converted (5) by the same function.
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    /// Writes camelCase properties ("storeLink") as kebab-case keys
    /// ("store-link"): every capital starts a new word.
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        // As for decoding, only the last key of the path is being written.
        let name = codingPath.last!.stringValue
        if name.count <= 2, name.allSatisfy(\.isLowercase) {
            return AnyCodingKey(stringValue: name.uppercased())!
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
