import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init?(stringValue: String) {
        (self.stringValue, intValue) = (stringValue, nil)
    }

    init?(intValue: Int) {
        (stringValue, self.intValue) = ("\(intValue)", intValue)
    }
}

extension String {
    var kebabToCamel: String {
        guard contains("-") else { return self }
        let words = split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        return words.dropFirst().reduce(words.first ?? "") { camel, word in
            camel + word.prefix(1).uppercased() + word.dropFirst()
        }
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in
        let raw = path.last?.stringValue ?? ""
        return AnyCodingKey(stringValue: raw.kebabToCamel) ?? path.last!
    }
}
