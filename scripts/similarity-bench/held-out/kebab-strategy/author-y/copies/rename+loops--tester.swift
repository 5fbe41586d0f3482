import Foundation

/// A coding key that keeps whatever string or integer it was made from.
///
/// Checklist (from the exercise text):
///  [x] stringValue
///  [x] intValue
///  [x] init?(stringValue:) sets BOTH properties
///  [x] init?(intValue:)    sets BOTH properties, digits as the string
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    // Case S: made from a string -> no integer.
    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    // Case I: made from an integer -> the number's digits are the string.
    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
        assert(self.stringValue == "\(intValue)", "string of an int key must be its digits")
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    /// "store-link" -> "storeLink", "page-2-title" -> "page2Title".
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { keys in
        // Step 1 (rule 1): only the final key is converted, the parents are left alone.
        let finalKey = keys.last!
        let rawName = finalKey.stringValue

        // Step 2 (rule 2): branch A -- no dash, return the key exactly as it came in.
        let needsWork = rawName.contains("-")
        if needsWork == false {
            return finalKey
        }

        // Step 3 (rule 3): branch B -- there is at least one dash, split into pieces.
        let pieces: [String] = rawName.split(separator: "-").map { String($0) }

        // Step 4: rebuild the key piece by piece.
        // Branch B1: the first piece is copied as it is.
        // Branch B2: a later piece gets an upper-case first letter.
        // A piece of digits ("2", "13") has no upper case, so it stays (rule 4).
        let camel = pieces.enumerated().map { position, piece -> String in
            position == 0 ? piece : piece.prefix(1).uppercased() + piece.dropFirst()
        }.joined()

        // Step 5: sanity check -- the split consumed every dash.
        assert(camel.contains("-") == false, "converted key still has a dash: \(camel)")

        // Step 6: hand the new spelling back as a key.
        guard let renamedKey = AnyCodingKey(stringValue: camel) else {
            // Branch C: unreachable, AnyCodingKey accepts every string.
            return finalKey
        }
        return renamedKey
    }
}
