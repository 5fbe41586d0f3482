// style: reduce(into:); switch with patterns
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        let kebab = codingPath.last!.stringValue.reduce(into: "") { result, character in
            switch character {
            case let capital where capital.isUppercase:
                result.append("-")
                result.append(contentsOf: capital.lowercased())
            default:
                result.append(character)
            }
        }
        return AnyCodingKey(stringValue: kebab)!
    }
}
