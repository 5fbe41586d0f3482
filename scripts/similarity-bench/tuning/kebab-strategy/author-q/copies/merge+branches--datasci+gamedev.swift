import Foundation

public struct AnyCodingKey: CodingKey {
    public var stringValue: String
    public var intValue: Int?

    public init?(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    public init?(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // only the last key of the path is the one being converted,
        // everything before it just tells us where we are in the document
        let originalKey = codingPath.last!
        let originalKeyString = originalKey.stringValue

        // keys without a dash are left exactly as they are
        switch originalKeyString.contains("-") {
        case false:
            return originalKey
        case true:
            break
        }

        // walk the words, first one stays, the others get a capital letter
        var result = ""
        for (index, word) in originalKeyString.split(separator: "-").enumerated() {
            switch index {
            case 0:
                result += word
            default:
                result += word.prefix(1).uppercased()
                result += word.dropFirst()
            }
        }
        return AnyCodingKey(stringValue: result)!
    }
}
