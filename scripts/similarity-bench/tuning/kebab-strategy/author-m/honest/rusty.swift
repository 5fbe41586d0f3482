import Foundation

/// A coding key that can stand for any key at all: whatever string or
/// integer it was built from is what it holds, nothing is validated.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// One word of a kebab key, as it sits between two dashes.
private struct KebabWord {
    let raw: Substring

    /// First character upper-cased, the rest untouched. Digits have no
    /// upper case, so `2` stays `2`.
    var capitalized: String {
        guard let first = raw.first else { return "" }
        return first.uppercased() + raw.dropFirst()
    }
}

/// What a key from the document turns out to be once we look at it.
private enum KebabKey {
    /// No dash anywhere: the key goes through as it is.
    case plain(String)
    /// `head-word-word…`: the head is kept, every later word is capitalized.
    case dashed(head: KebabWord, tail: [KebabWord])

    init(_ raw: String) {
        let words = raw.split(separator: "-").map(KebabWord.init(raw:))
        switch (raw.contains("-"), words.first) {
        case (false, _):
            self = .plain(raw)
        case (true, .none):
            // Only dashes: nothing to join, leave it alone.
            self = .plain(raw)
        case (true, .some(let head)):
            self = .dashed(head: head, tail: Array(words.dropFirst()))
        }
    }

    var camelCase: String {
        switch self {
        case .plain(let raw):
            return raw
        case let .dashed(head, tail):
            return String(head.raw) + tail.map(\.capitalized).joined()
        }
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    /// `store-link` in the document matches `storeLink` in the model.
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // Only the last key is ours to convert; the rest just says where we are.
        guard let last = codingPath.last else {
            return AnyCodingKey(stringValue: "")!
        }
        switch KebabKey(last.stringValue) {
        case .plain:
            return last
        case let converted:
            return AnyCodingKey(stringValue: converted.camelCase)!
        }
    }
}
