import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

/// Turns "page-2-title" into "page2Title".
func camelCased(fromKebab key: String) -> String {
    if !key.contains("-") {
        return key
    }
    var result = ""
    var isFirst = true
    for part in key.split(separator: "-", omittingEmptySubsequences: false) {
        if isFirst {
            result += part
            isFirst = false
            continue
        }
        if let head = part.first {
            result += head.uppercased()
            result += part.dropFirst()
        }
    }
    return result
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let last = codingPath.last!
        if last.intValue != nil {
            return last
        }
        return AnyCodingKey(stringValue: camelCased(fromKebab: last.stringValue))!
    }
}
