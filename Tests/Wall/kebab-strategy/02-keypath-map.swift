// style: key paths as functions; fileprivate extension of Substring
import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

fileprivate extension Substring {
    /// The word with its first character in upper case and the rest as it was.
    var withCapitalFirst: String {
        prefix(1).uppercased() + dropFirst()
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let key = codingPath[codingPath.count - 1]
        let words = key.stringValue.split(separator: "-")
        if words.count < 2 { return key }
        let camel = words[0] + words.dropFirst().map(\.withCapitalFirst).joined()
        return AnyCodingKey(stringValue: String(camel))
    }
}
