import Foundation

extension JSONDecoder.KeyDecodingStrategy {
    /// "store-link" -> "storeLink", "page-2-title" -> "page2Title".
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // capitalise "link" = "Link"; capitalise "2" = "2"
        func capitalise(_ word: String) -> String {
            switch (word.first, word.dropFirst()) {
            case let (head?, tail): return head.uppercased() + tail
            case (nil, _): return ""
            }
        }

        // Step 1 (rule 1): only the LAST key is converted, the parents are left alone.
        let lastKey = codingPath.last!
        let original = lastKey.stringValue

        // Step 2 (rule 2): branch A -- no dash, return the key exactly as it came in.
        let hasDash = original.contains("-")
        if hasDash == false {
            return lastKey
        }

        // Step 3 (rule 3): branch B -- there is at least one dash, split into words.
        let words: [String] = original.split(separator: "-").map { String($0) }

        // Step 4: rebuild the key word by word.
        var result = ""
        for (index, word) in words.enumerated() {
            if index == 0 {
                // Branch B1: the first word is copied as it is.
                result += word
            } else {
                // Branch B2: a later word gets an upper-case first letter (digits stay, rule 4).
                result += capitalise(word)
            }
        }

        // Step 5: sanity check -- the split consumed every dash.
        assert(result.contains("-") == false, "converted key still has a dash: \(result)")

        // Step 6: hand the new spelling back as a key.
        return AnyCodingKey(stringValue: result)!
    }
}

struct AnyCodingKey: CodingKey {
    let intValue: Int?
    let stringValue: String

    init?(intValue: Int) {
        (self.stringValue, self.intValue) = (String(intValue), intValue)
    }

    init?(stringValue: String) {
        (self.stringValue, self.intValue) = (stringValue, nil)
    }
}
