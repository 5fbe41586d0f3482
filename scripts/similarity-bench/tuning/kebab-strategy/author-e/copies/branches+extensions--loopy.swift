import Foundation

struct AnyCodingKey {
    var stringValue: String
    var intValue: Int?
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let last = codingPath.last!
        switch last.intValue {
        case .some:
            return last
        case .none:
            return AnyCodingKey(stringValue: camelCased(fromKebab: last.stringValue))!
        }
    }
}

/// Turns "page-2-title" into "page2Title".
func camelCased(fromKebab key: String) -> String {
    switch key.contains("-") {
    case false:
        return key
    case true:
        break
    }
    var result = ""
    var isFirst = true
    for part in key.split(separator: "-", omittingEmptySubsequences: false) {
        switch (isFirst, part.first) {
        case (true, _):
            result += part
            isFirst = false
        case (false, let head?):
            result += head.uppercased()
            result += part.dropFirst()
        case (false, nil):
            break
        }
    }
    return result
}

extension AnyCodingKey: CodingKey {
    init?(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

extension AnyCodingKey {
    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }
}
