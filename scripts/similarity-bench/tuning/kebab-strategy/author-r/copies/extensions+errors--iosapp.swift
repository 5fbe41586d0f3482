import Foundation

// MARK: - Helpers

private extension String {

    /// Throws instead of silently returning `self` when there's nothing to convert.
    func camelCasedFromKebab() throws -> String {
        let words = split(separator: "-").map(String.init)
        guard contains("-"), let head = words.first else {
            throw KebabConversionSkipped()
        }
        let tail = words.dropFirst().map { $0.capitalizedFirstLetter }
        return ([head] + tail).joined()
    }

    var capitalizedFirstLetter: String {
        guard let first = first else { return self }
        return String(first).uppercased() + dropFirst()
    }
}

private struct KebabConversionSkipped: Error {}

// MARK: - Kebab case decoding

extension JSONDecoder.KeyDecodingStrategy {

    /// `store-link` -> `storeLink`, `page-2-title` -> `page2Title`.
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        .custom { codingPath in
            guard let lastKey = codingPath.last else {
                fatalError("custom key strategy called with an empty coding path")
            }
            do {
                let camel = try lastKey.stringValue.camelCasedFromKebab()
                return AnyCodingKey(stringValue: camel) ?? lastKey
            } catch {
                return lastKey
            }
        }
    }
}

// MARK: - AnyCodingKey

/// A coding key that can wrap any string (or int) — needed because
/// `.custom` strategies have to hand back a concrete `CodingKey`.
struct AnyCodingKey {
    let stringValue: String
    let intValue: Int?
}

extension AnyCodingKey: CodingKey {

    init?(intValue: Int) {
        self.intValue = intValue
        stringValue = "\(intValue)"
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }
}
