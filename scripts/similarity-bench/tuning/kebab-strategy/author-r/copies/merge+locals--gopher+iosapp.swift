import Foundation

// AnyCodingKey holds any string or int key.
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

// MARK: - Kebab case decoding

extension JSONDecoder.KeyDecodingStrategy {

    /// `store-link` -> `storeLink`, `page-2-title` -> `page2Title`.
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        .custom { codingPath in
            guard let lastKey = codingPath.last else {
                fatalError("custom key strategy called with an empty coding path")
            }
            let raw = lastKey.stringValue
            guard raw.contains("-"),
                  let converted = AnyCodingKey(stringValue: kebabToCamel(raw)) else {
                return lastKey
            }
            return converted
        }
    }
}

// kebabToCamel turns "store-link" into "storeLink".
func kebabToCamel(_ s: String) -> String {
    let parts = s.components(separatedBy: "-")
    var out = parts[0]
    for i in 1..<parts.count {
        let w = parts[i]
        if w.isEmpty {
            continue
        }
        out += w.prefix(1).uppercased() + w.dropFirst()
    }
    return out
}
