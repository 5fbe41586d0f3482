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
    /// Kebab-case words glued back together in camelCase.
    var dashlessCamel: String {
        if contains("-") {
            let segments = split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            return segments.dropFirst().reduce(segments.first ?? "") { built, segment in
                built + segment.prefix(1).uppercased() + segment.dropFirst()
            }
        }
        return self
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { keys in
        guard let tail = keys.last else {
            return AnyCodingKey(stringValue: "")!
        }
        if let fresh = AnyCodingKey(stringValue: tail.stringValue.dashlessCamel) {
            return fresh
        }
        return tail
    }
}
