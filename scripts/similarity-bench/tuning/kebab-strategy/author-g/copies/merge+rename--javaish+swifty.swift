import Foundation

// A key that can hold any string or integer.
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

extension String {
    /// "store-link" -> "storeLink"; keys with no dash are returned untouched.
    var camelCasedFromKebab: String {
        guard contains("-") else { return self }
        let pieces = split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        return pieces.dropFirst().reduce(pieces.first ?? "") { joined, piece in
            joined + piece.prefix(1).uppercased() + piece.dropFirst()
        }
    }
}

/// Works only on the final element of the coding path.
enum DashedKeyMapper {
    static func mapFinalKey(in codingPath: [CodingKey]) -> CodingKey {
        let finalKey = codingPath.last!
        let mapped = finalKey.stringValue.camelCasedFromKebab
        if mapped == finalKey.stringValue {
            return finalKey
        }
        return AnyCodingKey(stringValue: mapped)!
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        DashedKeyMapper.mapFinalKey(in: codingPath)
    }
}
