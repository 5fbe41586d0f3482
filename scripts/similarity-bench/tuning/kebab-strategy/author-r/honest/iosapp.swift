import Foundation

// MARK: - AnyCodingKey

/// A coding key that can wrap any string (or int) — needed because
/// `.custom` strategies have to hand back a concrete `CodingKey`.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init?(intValue: Int) {
        self.intValue = intValue
        stringValue = "\(intValue)"
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
            guard lastKey.stringValue.contains("-"),
                  let converted = AnyCodingKey(stringValue: lastKey.stringValue.camelCasedFromKebab) else {
                return lastKey
            }
            return converted
        }
    }
}

// MARK: - Helpers

private extension String {

    var camelCasedFromKebab: String {
        let words = split(separator: "-").map(String.init)
        guard let head = words.first else { return self }
        let tail = words.dropFirst().map { $0.capitalizedFirstLetter }
        return ([head] + tail).joined()
    }

    var capitalizedFirstLetter: String {
        guard let first = first else { return self }
        return String(first).uppercased() + dropFirst()
    }
}
