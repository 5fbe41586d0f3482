import Foundation

// This is my key type. It just remembers the string it gets (and a number if there is one).
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        // keep the text, no number for this one
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        // keep the number and write it as text too
        self.intValue = intValue
        self.stringValue = "\(intValue)"
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in
        // only the final key in the path gets changed
        let finalKey = path[path.count - 1]
        let original = finalKey.stringValue

        // nothing to do when there is no dash at all
        guard original.contains("-") else {
            return finalKey
        }

        // walk the name one character at a time, a dash means the next one is capitalised
        let folded = original.reduce((text: "", capitalizeNext: false)) { state, character in
            if character == "-" {
                return (text: state.text, capitalizeNext: true)
            }
            if state.capitalizeNext {
                // digits do not change when upper-cased
                return (text: state.text + String(character).uppercased(), capitalizeNext: false)
            }
            return (text: state.text + String(character), capitalizeNext: false)
        }

        // back into a key
        let replacement = AnyCodingKey(stringValue: folded.text)!
        return replacement
    }
}
