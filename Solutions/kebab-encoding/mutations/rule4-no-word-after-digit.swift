// breaks: rule 4
// The reference answer, but a capital right after a digit starts no word:
// `page2Title` becomes `page2title` (rule 4: `page2-title`).
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
            if character.isUppercase, previous?.isNumber == true {
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
