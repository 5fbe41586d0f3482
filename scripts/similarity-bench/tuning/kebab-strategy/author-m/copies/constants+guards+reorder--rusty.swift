import Foundation

/// Spellings the strategy relies on, kept in one place.
private enum KebabSpelling {
    static let dash: Character = "-"
    static let emptyKey = ""
}

extension JSONDecoder.KeyDecodingStrategy {
    /// `store-link` in the document matches `storeLink` in the model.
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        // Only the last key is ours to convert; the rest just says where we are.
        if let last = codingPath.last {
            switch KebabKey(last.stringValue) {
            case .plain:
                return last
            case let converted:
                return AnyCodingKey(stringValue: converted.camelCase)!
            }
        } else {
            return AnyCodingKey(stringValue: KebabSpelling.emptyKey)!
        }
    }
}

/// What a key from the document turns out to be once we look at it.
private enum KebabKey {
    /// `head-word-word…`: the head is kept, every later word is capitalized.
    case dashed(head: KebabWord, tail: [KebabWord])
    /// No dash anywhere: the key goes through as it is.
    case plain(String)

    var camelCase: String {
        switch self {
        case let .dashed(head, tail):
            return String(head.raw) + tail.map(\.capitalized).joined()
        case .plain(let raw):
            return raw
        }
    }

    init(_ raw: String) {
        let words = raw.split(separator: KebabSpelling.dash).map(KebabWord.init(raw:))
        switch (raw.contains(KebabSpelling.dash), words.first) {
        case (true, .some(let head)):
            self = .dashed(head: head, tail: Array(words.dropFirst()))
        case (true, .none):
            // Only dashes: nothing to join, leave it alone.
            self = .plain(raw)
        case (false, _):
            self = .plain(raw)
        }
    }
}

/// One word of a kebab key, as it sits between two dashes.
private struct KebabWord {
    let raw: Substring

    /// First character upper-cased, the rest untouched. Digits have no
    /// upper case, so `2` stays `2`.
    var capitalized: String {
        if let first = raw.first {
            return first.uppercased() + raw.dropFirst()
        }
        return KebabSpelling.emptyKey
    }
}

/// A coding key that can stand for any key at all: whatever string or
/// integer it was built from is what it holds, nothing is validated.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init?(intValue: Int) {
        self.intValue = intValue
        self.stringValue = String(intValue)
    }

    init?(stringValue: String) {
        self.intValue = nil
        self.stringValue = stringValue
    }
}
