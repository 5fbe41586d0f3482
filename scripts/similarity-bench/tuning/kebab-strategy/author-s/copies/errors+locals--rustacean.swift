import Foundation

/// A coding key that carries any string, and optionally an integer.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// Why a coding path could not be converted.
enum KebabKeyError: Error {
    case emptyCodingPath
}

/// The key to convert: the last one of the path. The others only locate it.
func kebabTargetKey(in codingPath: [CodingKey]) throws -> CodingKey {
    guard let last = codingPath.last else {
        throw KebabKeyError.emptyCodingPath
    }
    return last
}

/// `link` -> `Link`, `2` -> `2`, `` -> ``.
func capitalizingFirstLetter(_ word: Substring) -> String {
    guard let first = word.first else {
        return ""
    }
    let upper = first.uppercased()
    let remainder = word.dropFirst()
    return upper + remainder
}

/// `store-link` -> `storeLink`. Pure: no dash in, same string out.
func camelCase(fromKebab key: String) -> String {
    let words = key.split(separator: "-", omittingEmptySubsequences: false)
    guard let head = words.first else {
        return key
    }
    return ([String(head)] + words.dropFirst().map(capitalizingFirstLetter)).joined()
}

/// Converts one key; a key without a dash is returned untouched.
func convertKebabKey(_ key: CodingKey) -> CodingKey {
    let text = key.stringValue
    let hasDash = text.contains("-")
    switch hasDash {
    case false:
        return key
    case true:
        let converted = camelCase(fromKebab: text)
        return AnyCodingKey(stringValue: converted)
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        do {
            return convertKebabKey(try kebabTargetKey(in: codingPath))
        } catch {
            // A decoder never asks about an empty path; answer with an empty key.
            return AnyCodingKey(stringValue: "")
        }
    }
}
