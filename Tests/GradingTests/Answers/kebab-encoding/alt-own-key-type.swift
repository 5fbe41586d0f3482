// expect-pass
// Its own private key type instead of AnyCodingKey, and reduce(into:) over
// Unicode scalars with CharacterSet.uppercaseLetters.
import Foundation

private struct WrittenKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

extension JSONEncoder.KeyEncodingStrategy {
    static let convertToKebabCase = JSONEncoder.KeyEncodingStrategy.custom { codingPath in
        guard let last = codingPath.last else { return WrittenKey(stringValue: "") }
        let kebab = last.stringValue.unicodeScalars.reduce(into: "") { result, scalar in
            if CharacterSet.uppercaseLetters.contains(scalar) {
                result += "-" + String(scalar).lowercased()
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return WrittenKey(stringValue: kebab)
    }
}
