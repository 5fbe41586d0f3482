import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { stringValue = "\(intValue)"; self.intValue = intValue }
}

private let dash: Character = "-"

private func capitalized(_ word: Substring) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
}

private func camelCase(_ key: String) -> String {
    let words = key.split(separator: dash)
    return words[0] + words.dropFirst().map(capitalized).joined()
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase = JSONDecoder.KeyDecodingStrategy.custom { path in
        let key = path.last!.stringValue
        guard key.contains(dash) else { return path.last! }
        return AnyCodingKey(stringValue: camelCase(key))!
    }
}
