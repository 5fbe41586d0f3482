// expect-pass
// A computed `static var` and one expression: map over the characters, then
// joined().
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    static var convertToKebabCase: JSONEncoder.KeyEncodingStrategy {
        .custom { path in
            let kebab = path[path.count - 1].stringValue
                .map { $0.isUppercase ? "-\($0.lowercased())" : "\($0)" }
                .joined()
            return AnyCodingKey(stringValue: kebab)!
        }
    }
}
