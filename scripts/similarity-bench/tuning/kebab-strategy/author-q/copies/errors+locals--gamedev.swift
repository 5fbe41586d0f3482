import Foundation

public struct AnyCodingKey: CodingKey {
    public var stringValue: String
    public var intValue: Int?

    public init?(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    public init?(intValue: Int) {
        self.intValue = intValue
        stringValue = "\(intValue)"
    }
}

/// Converts "store-link" style keys to "storeLink".
internal enum KebabKeyConverter {
    internal enum ConvertError: Error {
        case NoSeparator
    }

    internal static let Separator: Character = "-"

    /// Throws when there is nothing to convert.
    internal static func Convert(_ key: String) throws -> String {
        if !key.contains(Separator) {
            throw ConvertError.NoSeparator
        }

        var result = ""
        var isFirstWord = true
        for word in key.split(separator: Separator) {
            if isFirstWord {
                result += word
                isFirstWord = false
                continue
            }
            result += word.prefix(1).uppercased() + word.dropFirst()
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
            do {
                return AnyCodingKey(stringValue: try KebabKeyConverter.Convert(lastKey.stringValue))!
            } catch {
                return lastKey
            }
        }
    }
}
