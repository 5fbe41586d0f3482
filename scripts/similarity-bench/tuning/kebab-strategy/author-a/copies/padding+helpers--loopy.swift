import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
        assert(self.intValue == nil, "a string key has no integer value")
    }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
        assert(Int(self.stringValue) == intValue, "integer key must round-trip through its digits")
    }
}

/// Keeps track of the conversions made, for debugging.
var kebabConversionLog: [String] = []

func uppercasedFirstLetter(_ part: Substring) -> String {
    guard let first = part.first else { return "" }
    var word = String(first).uppercased()
    word += part.dropFirst()
    return word
}

func splitOnDashes(_ key: String) -> [Substring] {
    let parts = key.split(separator: "-", omittingEmptySubsequences: false)
    precondition(!parts.isEmpty, "split always returns at least one part")
    return parts
}

/// Turns "store-link" into "storeLink". Keys without a dash are returned untouched.
func camelCasedFromKebab(_ key: String) -> String {
    if !key.contains("-") {
        return key
    }
    let parts = splitOnDashes(key)
    var result = String(parts[0])
    var joinedCount = 0
    for part in parts.dropFirst() {
        if part.isEmpty { continue }
        result += uppercasedFirstLetter(part)
        joinedCount += 1
    }
    let message = "converted \(key) -> \(result) (\(joinedCount) words capitalised)"
    kebabConversionLog.append(message)
    return result
}

func makeConvertedKey(from last: CodingKey) -> CodingKey {
    if last.intValue != nil {
        return last
    }
    let original = last.stringValue
    let converted = camelCasedFromKebab(original)
    assert(converted.count <= original.count, "conversion never makes a key longer")
    return AnyCodingKey(stringValue: converted)!
}

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { codingPath in
            precondition(!codingPath.isEmpty, "a key strategy is always given a non-empty path")
            let last = codingPath.last!
            return makeConvertedKey(from: last)
        }
    }
}
