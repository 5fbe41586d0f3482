import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { stringValue = "\(intValue)"; self.intValue = intValue }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase = JSONDecoder.KeyDecodingStrategy.custom { path in
        let last = path.last!
        let key = last.stringValue
        guard key.contains("-") else { return last }
        let words = key.split(separator: "-")
        var result = String(words[0])
        for word in words.dropFirst() {
            let head = word.prefix(1).uppercased()
            let tail = word.dropFirst()
            result += head + tail
        }
        let converted = AnyCodingKey(stringValue: result)!
        return converted
    }
}
