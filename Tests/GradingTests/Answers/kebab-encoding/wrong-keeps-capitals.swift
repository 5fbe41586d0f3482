// expect-fail: two-word key
// Puts a dash before each capital but forgets to lower-case it: "store-Link".
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        var kebab = ""
        for character in codingPath.last!.stringValue {
            if character.isUppercase { kebab += "-" }
            kebab.append(character)
        }
        return AnyCodingKey(stringValue: kebab)!
    }
}
