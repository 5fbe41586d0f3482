// expect-fail: only the last key of the path
// Converts the first element of the coding path instead of the last one.
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        let name = codingPath.first!.stringValue
        var kebab = ""
        for character in name {
            kebab += character.isUppercase ? "-" + character.lowercased() : String(character)
        }
        return AnyCodingKey(stringValue: kebab)!
    }
}
