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

    init?(intValue number: Int) {
        let digits = String(number)
        self.stringValue = digits
        self.intValue = number
    }
}

/// One piece of a dashed key, as it sits between two dashes.
private struct DashSegment {
    let text: Substring

    /// First character upper-cased, the rest untouched. Digits have no
    /// upper case, so `2` stays `2`.
    var titled: String {
        guard let initial = text.first else { return "" }
        let remainder = text.dropFirst()
        return initial.uppercased() + remainder
    }
}

/// What a key from the document turns out to be once we look at it.
private enum KeyForm {
    /// No dash anywhere: the key goes through as it is.
    case untouched(String)
    /// `lead-piece-piece…`: the lead is kept, every later piece is titled.
    case hyphenated(lead: DashSegment, rest: [DashSegment])

    init(_ original: String) {
        let hasDash = original.contains("-")
        let segments = original.split(separator: "-").map(DashSegment.init(text:))
        switch (hasDash, segments.first) {
        case (false, _):
            self = .untouched(original)
        case (true, .none):
            // Only dashes: nothing to join, leave it alone.
            self = .untouched(original)
        case (true, .some(let lead)):
            self = .hyphenated(lead: lead, rest: Array(segments.dropFirst()))
        }
    }

    var joined: String {
        switch self {
        case .untouched(let original):
            return original
        case let .hyphenated(lead, rest):
            let tail = rest.map(\.titled).joined()
            return String(lead.text) + tail
        }
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    /// `store-link` in the document matches `storeLink` in the model.
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in
        // Only the last key is ours to convert; the rest just says where we are.
        guard let current = path.last else {
            return AnyCodingKey(stringValue: "")!
        }
        switch KeyForm(current.stringValue) {
        case .untouched:
            return current
        case let form:
            return AnyCodingKey(stringValue: form.joined)!
        }
    }
}
