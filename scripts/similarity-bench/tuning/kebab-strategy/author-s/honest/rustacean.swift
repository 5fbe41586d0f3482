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
func kebabTargetKey(in codingPath: [CodingKey]) -> Result<CodingKey, KebabKeyError> {
    guard let last = codingPath.last else {
        return .failure(.emptyCodingPath)
    }
    return .success(last)
}

/// `link` -> `Link`, `2` -> `2`, `` -> ``.
func capitalizingFirstLetter(_ word: Substring) -> String {
    guard let first = word.first else {
        return ""
    }
    return first.uppercased() + word.dropFirst()
}

/// `store-link` -> `storeLink`. Pure: no dash in, same string out.
func camelCase(fromKebab key: String) -> String {
    let words = key.split(separator: "-", omittingEmptySubsequences: false)
    guard let head = words.first else {
        return key
    }
    let tail = words.dropFirst().map(capitalizingFirstLetter)
    return ([String(head)] + tail).joined()
}

/// Converts one key; a key without a dash is returned untouched.
func convertKebabKey(_ key: CodingKey) -> CodingKey {
    switch key.stringValue.contains("-") {
    case false:
        return key
    case true:
        return AnyCodingKey(stringValue: camelCase(fromKebab: key.stringValue))
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        switch kebabTargetKey(in: codingPath) {
        case .success(let key):
            return convertKebabKey(key)
        case .failure(.emptyCodingPath):
            // A decoder never asks about an empty path; answer with an empty key.
            return AnyCodingKey(stringValue: "")
        }
    }
}
