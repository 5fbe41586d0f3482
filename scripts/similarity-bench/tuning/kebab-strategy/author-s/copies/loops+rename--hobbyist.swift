import Foundation

// A coding key that can hold ANY string or number.
// CodingKey is only a protocol so you can't just make one with
// CodingKey(stringValue:), you need a real type for it
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        // keep the text, a text key has no number
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        // keep the number and ALSO turn it into text, so 3 becomes "3"
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    // kebab case strategy, so I can write .convertFromKebabCase
    // the same way as .convertFromSnakeCase
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { path in
            // the key to change is always the LAST one in the path,
            // the ones before it only say where we are in the document
            let currentKey = path.last!
            var keyText = currentKey.stringValue

            // no dash means nothing to do, hand the key back as it is
            if keyText.contains("-") == false {
                return currentKey
            }

            // cut it into the pieces between the dashes
            var pieces = keyText.components(separatedBy: "-")
            // first piece stays like it is, every other piece gets a capital
            // first letter (a number like "2" has no capital so it stays "2")
            var camel = pieces.enumerated().map { position, piece -> String in
                if position == 0 {
                    return piece
                }
                var head = String(piece.prefix(1))
                head = head.uppercased()
                var tail = String(piece.dropFirst())
                return head + tail
            }.joined()

            // now make a real key out of the new text
            var convertedKey = AnyCodingKey(stringValue: camel)!
            return convertedKey
        }
    }
}
