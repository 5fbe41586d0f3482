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
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in
        let last = path[path.count - 1]
        let raw = last.stringValue
        if !raw.contains("-") {
            return last  // nothing to do
        }

        // drop each '-', upper-case the char right after it
        let built = raw.reduce(into: (text: "", capNext: false)) { acc, ch in
            if ch == "-" {
                acc.capNext = true
            } else if acc.capNext {
                acc.text += String(ch).uppercased()
                acc.capNext = false
            } else {
                acc.text.append(ch)
            }
        }
        return AnyCodingKey(stringValue: built.text)!
    }
}
