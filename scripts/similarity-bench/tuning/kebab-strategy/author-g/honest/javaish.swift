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

/// Static helpers that turn a kebab-case key into a camelCase one.
enum KebabKeyConverter {
    static let separator: Character = "-"

    static func convert(_ original: String) -> String {
        if !original.contains(separator) {
            return original
        }
        let parts = original.split(separator: separator, omittingEmptySubsequences: false)
        var result = ""
        var index = 0
        for part in parts {
            let word = String(part)
            switch index {
            case 0:
                result += word
            default:
                result += capitalizeFirst(word)
            }
            index += 1
        }
        return result
    }

    static func capitalizeFirst(_ word: String) -> String {
        switch word.first {
        case .none:
            return word
        case .some(let head):
            let rest = word.dropFirst()
            return String(head).uppercased() + rest
        }
    }

    static func convertLastKey(of path: [CodingKey]) -> CodingKey {
        let lastKey = path.last!
        let converted = convert(lastKey.stringValue)
        if converted == lastKey.stringValue {
            return lastKey
        }
        return AnyCodingKey(stringValue: converted)!
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        KebabKeyConverter.convertLastKey(of: codingPath)
    }
}
