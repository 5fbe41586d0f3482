import Foundation

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let k = codingPath[codingPath.count - 1]
        let c = Array(k.stringValue)

        // count dashes first, so we know if there is work at all
        var dashes = 0
        for i in 0..<c.count where c[i] == "-" {
            dashes += 1
        }
        guard dashes > 0 else {
            return k  // nothing to do
        }

        // copy chars, drop each '-', upper-case the char right after it
        var out = ""
        out.reserveCapacity(c.count - dashes)
        var up = false
        for i in 0..<c.count {
            guard c[i] != "-" else {
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
        guard let key = AnyCodingKey(stringValue: out) else {
            return k
        }
        return key
    }
}

struct AnyCodingKey: CodingKey {
    var intValue: Int?
    var stringValue: String

    init?(intValue: Int) {
        self.intValue = intValue
        self.stringValue = "\(intValue)"
    }

    init?(stringValue: String) {
        self.intValue = nil
        self.stringValue = stringValue
    }
}
