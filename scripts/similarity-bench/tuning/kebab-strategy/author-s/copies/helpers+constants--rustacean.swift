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

/// The spelling facts of kebab case, in one place.
enum KebabSpelling {
    static let separator: Character = "-"
    static let fallbackKey = ""
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

/// Splits `page-2-title` into `page`, `2`, `title`, keeping empty words.
func kebabWords(of key: String) -> [Substring] {
    key.split(separator: KebabSpelling.separator, omittingEmptySubsequences: false)
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
    let words = kebabWords(of: key)
    guard let head = words.first else {
        return key
    }
    let tail = words.dropFirst().map(capitalizingFirstLetter)
    return ([String(head)] + tail).joined()
}

/// Whether a key needs converting at all.
func isKebab(_ key: CodingKey) -> Bool {
    key.stringValue.contains(KebabSpelling.separator)
}

/// Converts one key; a key without a dash is returned untouched.
func convertKebabKey(_ key: CodingKey) -> CodingKey {
    switch isKebab(key) {
    case false:
        return key
    case true:
        return AnyCodingKey(stringValue: camelCase(fromKebab: key.stringValue))
    }
}

/// What the strategy answers for a path, success or not.
func resolveKebabPath(_ codingPath: [CodingKey]) -> CodingKey {
    switch kebabTargetKey(in: codingPath) {
    case .success(let key):
        return convertKebabKey(key)
    case .failure(.emptyCodingPath):
        // A decoder never asks about an empty path; answer with an empty key.
        return AnyCodingKey(stringValue: KebabSpelling.fallbackKey)
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        resolveKebabPath(codingPath)
    }
}
