// expect-fail: visible
// Writes snake case ("store_link"), which the kebab decoder cannot read back.
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        let name = codingPath.last!.stringValue
        let written = name.map { $0.isUppercase ? "_" + $0.lowercased() : String($0) }.joined()
        return AnyCodingKey(stringValue: written)!
    }
}
