import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

// kebab -> camel, e.g. image-blob-url => imageBlobUrl
func dekebab(_ raw: String) -> String {
    guard raw.contains("-") else {
        return raw
    }
    var output = ""
    var atStart = true
    for chunk in raw.split(separator: "-", omittingEmptySubsequences: false) {
        guard !atStart else {
            output += chunk
            atStart = false
            continue
        }
        guard let firstChar = chunk.first else {
            continue
        }
        output += firstChar.uppercased()
        output += chunk.dropFirst()
    }
    return output
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { keys in
        let current = keys.last!
        guard current.intValue == nil else {
            return current
        }
        return AnyCodingKey(stringValue: dekebab(current.stringValue))!
    }
}
