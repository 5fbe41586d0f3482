// breaks: rule 5
// The reference answer, but a key inside an array's element is written as
// the property is named (rule 5: in objects inside arrays too).
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    /// Writes camelCase properties ("storeLink") as kebab-case keys
    /// ("store-link"): every capital starts a new word.
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        // As for decoding, only the last key of the path is being written.
        let name = codingPath.last!.stringValue
        if codingPath.contains(where: { $0.intValue != nil }) { return codingPath.last! }
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
