// expect-fail: compile
// AnyCodingKey leaves out init?(intValue:), which CodingKey requires.
import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let words = codingPath.last!.stringValue.split(separator: "-")
        guard let first = words.first, words.count > 1 else { return codingPath.last! }
        let camel = String(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return AnyCodingKey(stringValue: camel)!
    }
}
