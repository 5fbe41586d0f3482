import Foundation

// MARK: - Key type

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { (stringValue, self.intValue) = (String(intValue), intValue) }
}

// MARK: - Naming

/// Contract for something that rewrites one key name into the model's spelling.
protocol KeySpellingTranslator {
    func translate(_ sourceName: String) -> String
}

/// Dashed names (`store-link`) become camel case (`storeLink`).
struct DashedToCamelTranslator: KeySpellingTranslator {
    private let dash: Character = "-"

    func translate(_ sourceName: String) -> String {
        // Nothing to do without a dash.
        guard sourceName.contains(dash) else {
            return sourceName
        }

        let segments = sourceName.split(separator: dash).map { String($0) }
        guard let leadingSegment = segments.first else {
            return sourceName
        }

        var camelName = leadingSegment
        for segment in segments.dropFirst() {
            camelName += segment.prefix(1).uppercased() + segment.dropFirst()
        }
        return camelName
    }
}

// MARK: - Strategy

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase = custom { keyPath in
        let currentKey = keyPath.last!
        let translated = DashedToCamelTranslator().translate(currentKey.stringValue)
        return translated == currentKey.stringValue ? currentKey : AnyCodingKey(stringValue: translated)!
    }
}
