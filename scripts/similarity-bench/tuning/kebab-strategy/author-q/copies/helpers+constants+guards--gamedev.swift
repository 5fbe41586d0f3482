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
    internal static func Convert(_ key: String) -> String {
        guard key.contains("-") else {
            return key
        }

        let words = key.split(separator: "-")
        var result = String(words[0])
        for word in words.dropFirst() {
            result += Capitalize(word)
        }
        return result
    }

    private static func Capitalize(_ word: Substring) -> String {
        let head = word.prefix(1).uppercased()
        let tail = String(word.dropFirst())
        return head + tail
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    public static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { codingPath in
            return ResolveKey(codingPath)
        }
    }

    private static func ResolveKey(_ codingPath: [CodingKey]) -> CodingKey {
        guard let lastKey = codingPath.last else {
            return AnyCodingKey(stringValue: "")!
        }
        guard lastKey.intValue == nil else {
            return lastKey
        }
        let converted = KebabKeyConverter.Convert(lastKey.stringValue)
        guard converted != lastKey.stringValue else {
            return lastKey
        }
        return AnyCodingKey(stringValue: converted)!
    }
}
