import Foundation

// Basically a tiny data class that can hold any key at all.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init?(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

// Extension function on String, like I'd write in Kotlin:
// "store-link".kebabToCamel() == "storeLink"
private extension String {
    func kebabToCamel() -> String {
        guard contains("-") else { return self }
        return split(separator: "-")
            .enumerated()
            .map { index, word in
                index == 0 ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
            }
            .joined()
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // only the last key matters, the rest is just "where am I"
        let last = codingPath.last!
        let converted = last.stringValue.kebabToCamel()
        // nothing changed -> hand back the very same key
        return converted == last.stringValue ? last : AnyCodingKey(stringValue: converted)!
    }
}
