import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) { (stringValue, intValue) = (string, nil) }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { (stringValue, self.intValue) = (String(intValue), intValue) }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in
        guard let key = path.last, key.stringValue.contains("-") else { return path.last! }
        let words = key.stringValue.components(separatedBy: "-")
        let tail = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return AnyCodingKey(([words[0]] + tail).joined())
    }
}
