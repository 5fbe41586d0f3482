import Foundation

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        .custom(camelKey(for:))
    }
}

private func camelKey(for path: [CodingKey]) -> CodingKey {
    let last = path.last!
    let converted = last.stringValue.kebabToCamel
    return converted == last.stringValue ? last : AnyCodingKey(stringValue: converted)!
}

private extension StringProtocol {
    /// "image-blob-url" -> "imageBlobUrl"; text without a dash is returned unchanged.
    var kebabToCamel: String {
        guard contains("-") else { return String(self) }
        let words = split(separator: "-")
        guard let head = words.first else { return String(self) }
        return words.dropFirst().map(\.capitalizedFirst).reduce(String(head), +)
    }
}

private extension StringProtocol {
    /// The word with its first character in upper case ("link" -> "Link", "2" -> "2").
    var capitalizedFirst: String {
        prefix(1).uppercased() + dropFirst()
    }
}

struct AnyCodingKey {
    var stringValue: String
    var intValue: Int?

    private init(text: String, number: Int?) {
        stringValue = text
        intValue = number
    }
}

extension AnyCodingKey: CodingKey {
    init?(intValue: Int) {
        self.init(text: String(intValue), number: intValue)
    }

    init?(stringValue: String) {
        self.init(text: stringValue, number: nil)
    }
}
