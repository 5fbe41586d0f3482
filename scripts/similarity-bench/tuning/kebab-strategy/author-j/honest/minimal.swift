import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { stringValue = "\(intValue)"; self.intValue = intValue }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase = JSONDecoder.KeyDecodingStrategy.custom { path in
        let key = path.last!.stringValue
        guard key.contains("-") else { return path.last! }
        let words = key.split(separator: "-")
        return AnyCodingKey(stringValue: words[0] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())!
    }
}
