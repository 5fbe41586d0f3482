import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init?(stringValue: String) {
        (self.stringValue, self.intValue) = (stringValue, nil)
    }

    init?(intValue: Int) {
        (self.stringValue, self.intValue) = (String(intValue), intValue)
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in
        // capitalise "link" = "Link"; capitalise "2" = "2"
        func capitalise(_ word: Substring) -> String {
            if let head = word.first {
                return head.uppercased() + word.dropFirst()
            } else {
                return ""
            }
        }

        // camel ["store"; "link"] = "storeLink"
        func camel(_ words: [Substring]) -> String {
            if let head = words.first {
                let tail = words.dropFirst()
                let start = String(head)
                return tail.reduce(start) { acc, word in acc + capitalise(word) }
            } else {
                return ""
            }
        }

        if let key = path.last {
            let name = key.stringValue
            if name.contains("-") {
                let words = name.split(separator: "-")
                return AnyCodingKey(stringValue: camel(words))!
            } else {
                return key
            }
        } else {
            return AnyCodingKey(stringValue: "")!
        }
    }
}
