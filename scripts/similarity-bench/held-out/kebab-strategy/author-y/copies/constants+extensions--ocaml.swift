import Foundation

private enum Kebab {
    static let dash: Character = "-"
    static let nothing = ""
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in
        switch path.last {
        case let key? where key.stringValue.contains(Kebab.dash):
            return AnyCodingKey(stringValue: camel(key.stringValue.split(separator: Kebab.dash)))!
        case let key?:
            return key
        case nil:
            return AnyCodingKey(stringValue: Kebab.nothing)!
        }
    }
}

private extension JSONDecoder.KeyDecodingStrategy {
    // camel ["store"; "link"] = "storeLink"
    static func camel(_ words: [Substring]) -> String {
        switch (words.first, words.dropFirst()) {
        case let (head?, tail): return tail.reduce(String(head)) { acc, word in acc + capitalise(word) }
        case (nil, _): return Kebab.nothing
        }
    }

    // capitalise "link" = "Link"; capitalise "2" = "2"
    static func capitalise(_ word: Substring) -> String {
        switch (word.first, word.dropFirst()) {
        case let (head?, tail): return head.uppercased() + tail
        case (nil, _): return Kebab.nothing
        }
    }
}

extension AnyCodingKey {
    init?(intValue: Int) {
        (self.stringValue, self.intValue) = (String(intValue), intValue)
    }
}

extension AnyCodingKey {
    init?(stringValue: String) {
        (self.stringValue, self.intValue) = (stringValue, nil)
    }
}

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?
}
