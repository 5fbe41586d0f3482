import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let k = codingPath[codingPath.count - 1]
        let s = k.stringValue
        if !s.contains("-") {
            return k  // nothing to do
        }

        // copy chars, drop each '-', upper-case the char right after it
        let c = Array(s)
        var out = ""
        var up = false
        for i in 0..<c.count {
            if c[i] == "-" {
                up = true
                continue
            }
            if up {
                out += String(c[i]).uppercased()
                up = false
            } else {
                out.append(c[i])
            }
        }
        return AnyCodingKey(stringValue: out)!
    }
}
