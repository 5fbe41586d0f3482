import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init?(stringValue text: String) {
        let noNumber: Int? = nil
        (self.stringValue, self.intValue) = (text, noNumber)
    }

    init?(intValue number: Int) {
        let digits = "\(number)"
        (self.stringValue, self.intValue) = (digits, number)
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    // kebab-case -> camelCase, only for the final component of the path
    static let convertFromKebabCase = JSONDecoder.KeyDecodingStrategy.custom { keys in
        let lastIndex = keys.count - 1
        let current = keys[lastIndex]
        let raw = current.stringValue
        let pieces = raw.components(separatedBy: "-")
        guard pieces.count > 1 else { return current }
        let head = pieces[0]
        let capitalisedRest = pieces.dropFirst().map { piece -> String in
            let firstLetter = piece.prefix(1).uppercased()
            let remainder = piece.dropFirst()
            return firstLetter + remainder
        }
        let camel = ([head] + capitalisedRest).joined()
        return AnyCodingKey(stringValue: camel)!
    }
}
