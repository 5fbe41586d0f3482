import Foundation

// A coding key that can hold ANY string or number.
// I needed this because CodingKey is only a protocol and you can't
// just make one with CodingKey(stringValue:)
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        // just keep the string, a string key has no number
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        // keep the number and ALSO turn it into a string, so 3 becomes "3"
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// `link` -> `Link`, `2` -> `2`, `` -> ``.
func capitalizingFirstLetter(_ word: Substring) -> String {
    guard let first = word.first else {
        return ""
    }
    return first.uppercased() + word.dropFirst()
}

extension JSONDecoder.KeyDecodingStrategy {
    // My own kebab case strategy, so I can write .convertFromKebabCase
    // just like .convertFromSnakeCase
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { codingPath in
            // keep a little trace of what happened, handy when debugging
            var trace = "path depth \(codingPath.count)"

            // the key we have to convert is always the LAST one in the path
            guard let lastKey = codingPath.last else {
                trace += ", empty path"
                return AnyCodingKey(stringValue: "")
            }
            let original = lastKey.stringValue
            trace += ", key \(original)"

            // no dash means there is nothing to do, give the key back as it is
            if original.contains("-") == false {
                trace += " unchanged"
                return lastKey
            }

            // split it up into the words between the dashes
            let words = original.split(separator: "-", omittingEmptySubsequences: false)
            var result = ""
            var index = 0
            var converted = 0
            for word in words {
                if index == 0 {
                    // the first word stays exactly like it is
                    result = result + word
                } else {
                    result = result + capitalizingFirstLetter(word)
                    converted += 1
                }
                index = index + 1
            }
            trace += ", \(converted) words capitalized"
            if converted != words.count - 1 {
                // can't happen, every word after the first is converted
                return lastKey
            }

            return AnyCodingKey(stringValue: result)
        }
    }
}
