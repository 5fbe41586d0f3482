// breaks: rule 2
// The reference answer, but a key's leading underscores are dropped, "_id"
// written "id" (rule 2: a key without capitals stays as it is).
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    /// Writes camelCase properties ("storeLink") as kebab-case keys
    /// ("store-link"): every capital starts a new word.
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        // As for decoding, only the last key of the path is being written.
        let name = String(codingPath.last!.stringValue.drop { $0 == "_" })
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
