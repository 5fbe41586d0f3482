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

// MARK: - Constants

private enum KebabCase {
    static let separator: Character = "-"
    static let emptyPathMessage = "custom key strategy called with an empty coding path"
}

// MARK: - Kebab case decoding

extension JSONDecoder.KeyDecodingStrategy {

    /// `store-link` -> `storeLink`, `page-2-title` -> `page2Title`.
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        .custom { codingPath in
            guard let lastKey = codingPath.last else {
                fatalError(KebabCase.emptyPathMessage)
            }
            return convertedKey(from: lastKey)
        }
    }

    private static func convertedKey(from lastKey: CodingKey) -> CodingKey {
        let original = lastKey.stringValue
        guard original.contains(KebabCase.separator) else {
            return lastKey
        }
        let camel = camelCased(original)
        guard let converted = AnyCodingKey(stringValue: camel) else {
            return lastKey
        }
        return converted
    }

    private static func camelCased(_ kebab: String) -> String {
        let words = kebab.split(separator: KebabCase.separator).map(String.init)
        guard let head = words.first else { return kebab }
        let tail = words.dropFirst().map { capitalizedFirstLetter($0) }
        return ([head] + tail).joined()
    }

    private static func capitalizedFirstLetter(_ word: String) -> String {
        guard let first = word.first else { return word }
        return String(first).uppercased() + word.dropFirst()
    }
}
