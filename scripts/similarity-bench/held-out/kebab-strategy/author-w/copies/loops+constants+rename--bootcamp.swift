import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        // index keys get their digits as the string
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

let kebabDash = "-"

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { path in
            var current = path.last!
            var raw = current.stringValue

            // skip keys that have no dash
            if !raw.contains(kebabDash) {
                return current
            }

            var pieces = raw.components(separatedBy: kebabDash)
            var tail = pieces.dropFirst().map { (piece: String) -> String in
                piece.prefix(1).uppercased() + piece.dropFirst()
            }
            var camel = pieces[0] + tail.joined()
            return AnyCodingKey(stringValue: camel)!
        }
    }
}
