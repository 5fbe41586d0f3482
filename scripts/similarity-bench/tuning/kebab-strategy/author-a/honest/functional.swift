import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init?(stringValue: String) {
        (self.stringValue, self.intValue) = (stringValue, nil)
    }

    init?(intValue: Int) {
        (self.stringValue, self.intValue) = ("\(intValue)", intValue)
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase = JSONDecoder.KeyDecodingStrategy.custom { path in
        let key = path[path.count - 1]
        let words = key.stringValue.components(separatedBy: "-")
        guard words.count > 1 else { return key }
        let tail = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return AnyCodingKey(stringValue: ([words[0]] + tail).joined())!
    }
}
