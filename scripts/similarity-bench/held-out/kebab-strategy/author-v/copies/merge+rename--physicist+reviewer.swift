import Foundation

/// A coding key that can represent any string or integer key.
///
/// Custom key strategies must return a concrete `CodingKey`, and the
/// strategy has to work for every type in a document, so a type-specific
/// `CodingKeys` enum cannot be used here.
struct AnyCodingKey: CodingKey {
    /// The key as it is spelt in a keyed container.
    var stringValue: String

    /// The key's integer value, if it was created from an integer.
    var intValue: Int?

    /// Creates a key from a string. Never fails.
    /// - Parameter stringValue: The key's spelling.
    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    /// Creates a key from an integer, using its digits as the string value.
    /// - Parameter intValue: The key's integer value.
    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

// kebab-case -> camelCase
// only last element of path is touched
extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { keys in
        let last = keys[keys.count - 1]
        let raw = last.stringValue
        let letters = Array(raw)
        let len = letters.count

        // count dashes first, if none give key back as is
        var dashCount = 0
        for j in 0..<len {
            if letters[j] == "-" {
                dashCount = dashCount + 1
            }
        }
        if dashCount == 0 {
            return last
        }

        // walk characters, a char right after a dash goes upper case
        var camel = ""
        var bump = false
        var j = 0
        while j < len {
            let ch = letters[j]
            if ch == "-" {
                bump = true
            } else if bump {
                camel = camel + String(ch).uppercased()
                bump = false
            } else {
                camel = camel + String(ch)
            }
            j = j + 1
        }
        return AnyCodingKey(stringValue: camel)!
    }
}
