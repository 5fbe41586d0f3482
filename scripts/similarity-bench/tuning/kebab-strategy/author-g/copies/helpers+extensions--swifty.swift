import Foundation

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in
        renamedKey(for: path)
    }

    private static func renamedKey(for path: [CodingKey]) -> CodingKey {
        let raw = path.last?.stringValue ?? ""
        return AnyCodingKey(stringValue: raw.kebabToCamel) ?? path.last!
    }
}

extension String {
    var kebabToCamel: String {
        guard contains("-") else { return self }
        let words = kebabWords
        return words.dropFirst().reduce(words.first ?? "") { camel, word in
            camel + word.capitalizedHead
        }
    }

    fileprivate var kebabWords: [String] {
        split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    }

    fileprivate var capitalizedHead: String {
        prefix(1).uppercased() + dropFirst()
    }
}

struct AnyCodingKey {
    let stringValue: String
    let intValue: Int?
}

extension AnyCodingKey: CodingKey {
    init?(intValue: Int) {
        (stringValue, self.intValue) = ("\(intValue)", intValue)
    }

    init?(stringValue: String) {
        (self.stringValue, intValue) = (stringValue, nil)
    }
}
