// expect-fail: digit inside a word
// Treats a run of digits as a word of its own: "page2Title" → "page-2-title".
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        var kebab = ""
        var previousWasDigit = false
        for character in codingPath.last!.stringValue {
            if character.isUppercase {
                kebab += "-" + character.lowercased()
            } else if character.isNumber && !previousWasDigit {
                kebab += "-" + String(character)
            } else {
                kebab.append(character)
            }
            previousWasDigit = character.isNumber
        }
        return AnyCodingKey(stringValue: kebab)!
    }
}
