// style: unicodeScalars; Unicode scalar properties
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        let key = codingPath.last!
        var scalars = String.UnicodeScalarView()
        for scalar in key.stringValue.unicodeScalars {
            if scalar.properties.isUppercase {
                scalars.append("-")
                scalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else {
                scalars.append(scalar)
            }
        }
        let kebab = String(scalars)
        return kebab == key.stringValue ? key : AnyCodingKey(stringValue: kebab)!
    }
}
