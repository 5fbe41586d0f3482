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
            switch (word.first, word.dropFirst()) {
            case let (head?, tail): return head.uppercased() + tail
            case (nil, _): return ""
            }
        }

        // camel ["store"; "link"] = "storeLink"
        func camel(_ words: [Substring]) -> String {
            switch (words.first, words.dropFirst()) {
            case let (head?, tail): return tail.reduce(String(head)) { acc, word in acc + capitalise(word) }
            case (nil, _): return ""
            }
        }

        switch path.last {
        case let key? where key.stringValue.contains("-"):
            return AnyCodingKey(stringValue: camel(key.stringValue.split(separator: "-")))!
        case let key?:
            return key
        case nil:
            return AnyCodingKey(stringValue: "")!
        }
    }
}
