// style: fileprivate extensions of Foundation types; computed properties
import Foundation

fileprivate extension String {
    /// This camelCase name in kebab case.
    var kebabCase: String {
        var result = ""
        result.reserveCapacity(count + 4)
        for character in self {
            if character.isUppercase {
                result.append("-")
                result.append(character.lowercased())
            } else {
                result.append(character)
            }
        }
        return result
    }
}

extension JSONEncoder.KeyEncodingStrategy {
    static var convertToKebabCase: JSONEncoder.KeyEncodingStrategy {
        .custom { codingPath in
            AnyCodingKey(stringValue: codingPath.last!.stringValue.kebabCase)!
        }
    }
}
