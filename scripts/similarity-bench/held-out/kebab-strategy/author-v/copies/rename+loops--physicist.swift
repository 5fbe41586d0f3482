import Foundation

// general key: holds any string (or int)
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

// kebab-case -> camelCase
// only last element of path is touched
extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in
        let key = path[path.count - 1]
        let txt = key.stringValue
        let chars = Array(txt)

        // count dashes first, if none give key back as is
        let dashes = chars.filter { $0 == "-" }.count
        if dashes == 0 {
            return key
        }

        // walk characters, a char right after a dash goes upper case
        let built = chars.reduce(into: (out: "", cap: false)) { acc, ch in
            if ch == "-" {
                acc.cap = true
            } else if acc.cap {
                acc.out = acc.out + String(ch).uppercased()
                acc.cap = false
            } else {
                acc.out = acc.out + String(ch)
            }
        }
        return AnyCodingKey(stringValue: built.out)!
    }
}
