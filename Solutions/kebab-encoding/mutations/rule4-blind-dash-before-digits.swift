// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: in a key being converted, a digit after a letter also starts a word, so page2Title becomes page-2-title.
// breaks only rule 4 because: keys without capitals return early and unchanged (2, page2 stays page2), capitals are still dash plus lower case (3), last key only (1), all keys converted (5).
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    /// Writes camelCase properties ("storeLink") as kebab-case keys
    /// ("store-link"): every capital starts a new word.
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        // As for decoding, only the last key of the path is being written.
        let name = codingPath.last!.stringValue
        guard name.contains(where: \.isUppercase) else { return codingPath.last! }
        var kebab = ""
        for character in name {
            if character.isNumber, let last = kebab.last, last.isLetter {
                kebab += "-" + String(character)
            } else if character.isUppercase {
                kebab += "-" + character.lowercased()
            } else {
                kebab.append(character)
            }
        }
        return AnyCodingKey(stringValue: kebab)!
    }
}
