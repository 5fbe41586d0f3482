// breaks: rule 3
// The reference answer, but a run of capitals is one word: `xYZ` becomes
// `x-yz` (rule 3: every upper-case letter starts a new word).
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
