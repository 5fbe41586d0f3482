// style: map and joined in one expression; trailing closures
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        let kebab = codingPath.last!.stringValue
            .map { $0.isUppercase ? "-" + $0.lowercased() : String($0) }
            .joined()
        return AnyCodingKey(stringValue: kebab)!
    }
}
