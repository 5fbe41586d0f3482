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
    static let dash: Character = "-"
    static let firstWordIndex = 0
    static let emptyResult = ""
    static let indexStep = 1

    static func convert(_ original: String) -> String {
        if original.contains(dash) == false {
            return original
        }
        let parts = original.split(separator: dash, omittingEmptySubsequences: false)
        var result = emptyResult
        var index = firstWordIndex
        for part in parts {
            let word = String(part)
            if index == firstWordIndex {
                result += word
            } else {
                result += capitalizeFirst(word)
            }
            index += indexStep
        }
        return result
    }

    static func capitalizeFirst(_ word: String) -> String {
        if let head = word.first {
            let rest = word.dropFirst()
            return String(head).uppercased() + rest
        } else {
            return word
        }
    }

    static func convertLastKey(of path: [CodingKey]) -> CodingKey {
        let lastKey = path.last!
        let converted = convert(lastKey.stringValue)
        return converted == lastKey.stringValue ? lastKey : AnyCodingKey(stringValue: converted)!
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        KebabKeyConverter.convertLastKey(of: codingPath)
    }
}
