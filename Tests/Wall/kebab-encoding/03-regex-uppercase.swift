// style: Regex literals; Optional map
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        let key = codingPath.last!
        // Every upper-case letter becomes a dash and its lower-case form.
        let kebab = key.stringValue.replacing(#/\p{Uppercase}/#) { match in
            "-" + match.output.lowercased()
        }
        return AnyCodingKey(stringValue: kebab).map { $0 as CodingKey } ?? key
    }
}
