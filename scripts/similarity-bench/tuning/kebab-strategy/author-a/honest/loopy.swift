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

/// Turns "store-link" into "storeLink". Keys without a dash are returned untouched.
func camelCasedFromKebab(_ key: String) -> String {
    if !key.contains("-") {
        return key
    }
    let parts = key.split(separator: "-", omittingEmptySubsequences: false)
    var result = String(parts[0])
    for part in parts.dropFirst() {
        guard let first = part.first else { continue }
        result += String(first).uppercased()
        result += part.dropFirst()
    }
    return result
}

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { codingPath in
            let last = codingPath.last!
            if last.intValue != nil {
                return last
            }
            let converted = camelCasedFromKebab(last.stringValue)
            return AnyCodingKey(stringValue: converted)!
        }
    }
}
