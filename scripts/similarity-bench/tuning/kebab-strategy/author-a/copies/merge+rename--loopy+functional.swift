import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// Rewrites a dashed key in camel case ("store-link" gives "storeLink").
func kebabToCamel(_ original: String) -> String {
    let segments = original.components(separatedBy: "-")
    if segments.count <= 1 {
        return original
    }
    let rest = segments.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
    return ([segments[0]] + rest).joined()
}

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { keyPath in
            let tail = keyPath.last!
            if tail.intValue != nil {
                return tail
            }
            return AnyCodingKey(stringValue: kebabToCamel(tail.stringValue))!
        }
    }
}
