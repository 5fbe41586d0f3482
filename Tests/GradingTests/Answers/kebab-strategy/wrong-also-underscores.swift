// expect-fail: snake_case keys are left alone
// Treats "_" like "-", so snake_case keys are converted too.
import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let words = codingPath.last!.stringValue.split { $0 == "-" || $0 == "_" }
        guard words.count > 1 else { return codingPath.last! }
        let camel = words.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }.joined()
        return AnyCodingKey(stringValue: camel)!
    }
}
