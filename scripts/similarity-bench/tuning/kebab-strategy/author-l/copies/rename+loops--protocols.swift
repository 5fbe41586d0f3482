import Foundation

/// Anything that can be made straight from a raw key string, never failing.
protocol RawKeyBuildable {
    init(raw: String)
}

struct AnyCodingKey: CodingKey, RawKeyBuildable {
    var stringValue: String
    var intValue: Int?

    init(raw: String) {
        stringValue = raw
        intValue = nil
    }

    init?(stringValue: String) {
        self.init(raw: stringValue)
    }

    init?(intValue: Int) {
        self.init(raw: String(intValue))
        self.intValue = intValue
    }
}

/// A naming convention whose words are joined by a single delimiter
/// character. Conformers only say which one.
protocol DelimitedNaming {
    static var delimiter: Character { get }
}

extension DelimitedNaming {
    /// "store-link" -> "storeLink". Keys without the delimiter are untouched.
    static func joinCamel(_ name: String) -> String {
        guard name.contains(delimiter) else { return name }
        let pieces = name.split(separator: delimiter)
        guard let first = pieces.first else { return name }
        var output = String(first)
        for piece in pieces.dropFirst() {
            output += piece.prefix(1).uppercased() + piece.dropFirst()
        }
        return output
    }

    /// Converts only the last key of a coding path; the rest is just "where".
    static func lastKeyConverted<K: CodingKey & RawKeyBuildable>(
        in path: [CodingKey], using _: K.Type
    ) -> CodingKey {
        let tail = path.last!
        let camel = joinCamel(tail.stringValue)
        return camel == tail.stringValue ? tail : K(raw: camel)
    }
}

enum DashStyle: DelimitedNaming {
    static let delimiter: Character = "-"
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in
        DashStyle.lastKeyConverted(in: path, using: AnyCodingKey.self)
    }
}
