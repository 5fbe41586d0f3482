import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init?(intValue: Int) {
        self.intValue = intValue
        stringValue = "\(intValue)"
    }
}

/// "link" -> "Link", "2" -> "2"
private func bumpInitial<T: StringProtocol>(_ segment: T) -> String {
    segment.prefix(1).uppercased() + segment.dropFirst()
}

/// "image-blob-url" -> "imageBlobUrl"
private func dekebab(_ name: String) -> String {
    name.split(separator: "-")
        .enumerated()
        .map { $0.offset == 0 ? String($0.element) : bumpInitial($0.element) }
        .joined()
}

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { keys in
            let current = keys[keys.count - 1]
            if current.stringValue.contains("-") {
                return AnyCodingKey(stringValue: dekebab(current.stringValue))!
            } else {
                return current
            }
        }
    }
}
