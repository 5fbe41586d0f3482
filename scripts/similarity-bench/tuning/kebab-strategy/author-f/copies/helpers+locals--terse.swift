import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) { (self.stringValue, intValue) = (stringValue, nil) }
    init(intValue: Int) { (stringValue, self.intValue) = (String(intValue), intValue) }
}

private func upperFirst<S: StringProtocol>(_ word: S) -> String {
    let head = word.prefix(1).uppercased()
    let tail = word.dropFirst()
    return head + tail
}

private func joinCamel(_ words: [Substring]) -> String {
    guard let first = words.first else { return "" }
    let rest = words.dropFirst().map(upperFirst).joined()
    return String(first) + rest
}

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: Self {
        .custom { path in
            let raw = path[path.endIndex - 1].stringValue
            guard raw.contains("-") else { return AnyCodingKey(stringValue: raw) }
            let converted = joinCamel(raw.split(separator: "-"))
            return AnyCodingKey(stringValue: converted.isEmpty ? raw : converted)
        }
    }
}
