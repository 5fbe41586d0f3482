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

/// Converts "store-link" style keys to "storeLink".
internal enum KebabKeyConverter {
    internal static let Separator: Character = "-"

    internal static func Convert(_ key: String) -> String {
        if !key.contains(Separator) {
            return key
        }

        var result = ""
        var isFirstWord = true
        for word in key.split(separator: Separator) {
            if isFirstWord {
                result += word
                isFirstWord = false
                continue
            }
            result += word.prefix(1).uppercased()
            result += word.dropFirst()
        }
        return result
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    public static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { codingPath in
            guard let lastKey = codingPath.last else {
                return AnyCodingKey(stringValue: "")!
            }
            if lastKey.intValue != nil {
                return lastKey
            }
            let converted = KebabKeyConverter.Convert(lastKey.stringValue)
            if converted == lastKey.stringValue {
                return lastKey
            }
            return AnyCodingKey(stringValue: converted)!
        }
    }
}
