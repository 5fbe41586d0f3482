// style: for-in loop; Character properties; guard/early exits
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        let name = codingPath.last!.stringValue
        guard name.contains(where: \.isUppercase) else { return codingPath.last! }

        var kebab = ""
        for character in name {
            if character.isUppercase {
                kebab += "-"
                kebab += character.lowercased()
            } else {
                kebab.append(character)
            }
        }
        return AnyCodingKey(stringValue: kebab)!
    }
}
