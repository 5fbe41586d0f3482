import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        let digits = String(intValue)
        self.stringValue = digits
        self.intValue = intValue
        assert(self.stringValue == "\(intValue)", "integer key lost its digits")
    }
}

private var kebabConversionLog: [String] = []

/// Turns "store-link" into "storeLink"; keys without dashes are returned untouched.
private func camelFromKebab(_ key: String) -> String {
    let hasDash = key.contains("-")
    guard hasDash else { return key }
    var result = ""
    for (index, word) in key.split(separator: "-").enumerated() {
        precondition(!word.isEmpty, "split never yields empty words")
        if index == 0 {
            result += word
        } else {
            let first = word.prefix(1).uppercased()
            let rest = word.dropFirst()
            result += first
            result += rest
        }
    }
    let trace = "kebab: \(key) -> \(result)"
    kebabConversionLog.append(trace)
    if kebabConversionLog.count > 1000 {
        kebabConversionLog.removeFirst(kebabConversionLog.count - 1000)
    }
    return result
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        assert(!codingPath.isEmpty, "a key strategy always gets at least one key")
        let lastKey = codingPath.last!
        if lastKey.intValue != nil {
            return lastKey
        }
        return AnyCodingKey(stringValue: camelFromKebab(lastKey.stringValue))!
    }
}
