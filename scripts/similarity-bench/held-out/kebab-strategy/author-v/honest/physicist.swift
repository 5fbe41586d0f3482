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
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let k = codingPath[codingPath.count - 1]
        let s = k.stringValue
        let a = Array(s)
        let n = a.count

        // count dashes first, if none give key back as is
        var nd = 0
        for i in 0..<n {
            if a[i] == "-" {
                nd = nd + 1
            }
        }
        if nd == 0 {
            return k
        }

        // walk characters, a char right after a dash goes upper case
        var r = ""
        var up = false
        var i = 0
        while i < n {
            let c = a[i]
            if c == "-" {
                up = true
            } else if up {
                r = r + String(c).uppercased()
                up = false
            } else {
                r = r + String(c)
            }
            i = i + 1
        }
        return AnyCodingKey(stringValue: r)!
    }
}
