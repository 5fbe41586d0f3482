// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: digits right before a capital are taken as the start of the next word, so the dash goes before them: page2Title becomes page-2title.
// breaks only rule 4 because: keys without capitals return unchanged (2, page2 stays page2), every capital still begins a word written as a dash and its lower case letter's word (3, only the dash moves in front of the digits), last key only (1), all keys converted (5).
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
                let digits = kebab.reversed().prefix(while: \.isNumber).count
                if digits > 0 && digits < kebab.count {
                    kebab.insert("-", at: kebab.index(kebab.endIndex, offsetBy: -digits))
                    kebab += character.lowercased()
                    continue
                }
                kebab += "-" + character.lowercased()
            } else {
                kebab.append(character)
            }
        }
        return AnyCodingKey(stringValue: kebab)!
    }
}
