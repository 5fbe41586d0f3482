import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { (stringValue, self.intValue) = (String(intValue), intValue) }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase = custom { path in
        let key = path.last!.stringValue
        return key.contains("-")
            ? AnyCodingKey(stringValue: key.split(separator: "-").enumerated()
                .map { $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst() }.joined())!
            : path.last!
    }
}
