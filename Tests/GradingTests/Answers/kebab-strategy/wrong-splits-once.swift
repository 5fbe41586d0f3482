// expect-fail: three-word key
// Only splits at the first dash: "image-blob-url" → "imageBlob-url".
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
        let key = codingPath.last!.stringValue
        guard let dash = key.firstIndex(of: "-") else { return codingPath.last! }
        let rest = key[key.index(after: dash)...]
        let camel = String(key[..<dash]) + rest.prefix(1).uppercased() + rest.dropFirst()
        return AnyCodingKey(stringValue: camel)!
    }
}
