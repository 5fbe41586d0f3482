import Foundation

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

private extension StringProtocol {
    /// "image-blob-url" -> "imageBlobUrl"; text without a dash is returned unchanged.
    var kebabToCamel: String {
        if contains("-") {
            let words = split(separator: "-")
            if let head = words.first {
                return words.dropFirst()
                    .map { $0.prefix(1).uppercased() + $0.dropFirst() }
                    .reduce(String(head), +)
            }
        }
        return String(self)
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        .custom { path in
            let last = path.last!
            let converted = last.stringValue.kebabToCamel
            if converted == last.stringValue {
                return last
            } else {
                return AnyCodingKey(stringValue: converted)!
            }
        }
    }
}
