import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        (self.stringValue, self.intValue) = (stringValue, nil)
    }

    init(intValue: Int) {
        (self.stringValue, self.intValue) = ("\(intValue)", intValue)
    }
}

// kebab -> camel, e.g. "image-blob" gives "imageBlob"
private func dekebab(_ raw: String) -> String {
    guard raw.contains("-") else { return raw }
    var out = ""
    for (pos, chunk) in raw.split(separator: "-").enumerated() {
        if pos == 0 {
            out += chunk
        } else {
            out += chunk.prefix(1).uppercased()
            out += chunk.dropFirst()
        }
    }
    return out
}

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        .custom { keys in
            let current = keys[keys.count - 1]
            guard current.stringValue.contains("-") else { return current }
            return AnyCodingKey(stringValue: dekebab(current.stringValue))
        }
    }
}
