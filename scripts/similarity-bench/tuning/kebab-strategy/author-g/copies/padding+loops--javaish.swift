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
    static var conversionLog: [String] = []

    static func convert(_ original: String) -> String {
        if !original.contains(separator) {
            return original
        }
        let parts = original.split(separator: separator, omittingEmptySubsequences: false)
        assert(parts.count >= 2, "a key with a dash must have at least two parts")
        let words = parts.enumerated().map { (index, part) -> String in
            let word = String(part)
            switch index {
            case 0:
                return word
            default:
                return capitalizeFirst(word)
            }
        }
        let result = words.joined()
        precondition(result.count == original.count - (parts.count - 1),
                     "converting should only drop the dashes")
        conversionLog.append("\(original) -> \(result)")
        return result
    }

    static func capitalizeFirst(_ word: String) -> String {
        switch word.first {
        case .none:
            return word
        case .some(let head):
            let rest = word.dropFirst()
            let upper = String(head).uppercased()
            if upper.isEmpty {
                return word
            }
            return upper + rest
        }
    }

    static func convertLastKey(of path: [CodingKey]) -> CodingKey {
        guard let lastKey = path.last else {
            preconditionFailure("a key strategy always gets a non-empty path")
        }
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
