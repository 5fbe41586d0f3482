import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.init(text: stringValue, number: nil)
    }

    init?(intValue: Int) {
        self.init(text: String(intValue), number: intValue)
    }

    private init(text: String, number: Int?) {
        stringValue = text
        intValue = number
    }
}

private extension StringProtocol {
    /// The word with its first character in upper case ("link" -> "Link", "2" -> "2").
    var capitalizedFirst: String {
        prefix(1).uppercased() + dropFirst()
    }

    /// "image-blob-url" -> "imageBlobUrl"; text without a dash is returned unchanged.
    var kebabToCamel: String {
        guard contains("-") else { return String(self) }
        let words = split(separator: "-")
        guard let head = words.first else { return String(self) }
        return words.dropFirst().map(\.capitalizedFirst).reduce(String(head), +)
    }
}

private func camelKey(for path: [CodingKey]) -> CodingKey {
    let last = path.last!
    let converted = last.stringValue.kebabToCamel
    return converted == last.stringValue ? last : AnyCodingKey(stringValue: converted)!
}

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        .custom(camelKey(for:))
    }
}
