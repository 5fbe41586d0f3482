// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: a run of capitals is treated as one word (an acronym), so only its first capital gets a dash: xYZ becomes x-yz.
// breaks only rule 3 because: keys without capitals are untouched (2), a capital after a digit or a lower-case letter still starts a word (4), last key only (1), every key of a document converted (5).
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    /// Writes camelCase properties ("storeLink") as kebab-case keys
    /// ("store-link"): every capital starts a new word.
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        // As for decoding, only the last key of the path is being written.
        let name = codingPath.last!.stringValue
        var kebab = ""
        var previous: Character? = nil
        for character in name {
            defer { previous = character }
            if character.isUppercase, previous?.isUppercase == true {
                kebab += character.lowercased()
            } else if character.isUppercase {
                kebab += "-" + character.lowercased()
            } else {
                kebab.append(character)
            }
        }
        return AnyCodingKey(stringValue: kebab)!
    }
}
