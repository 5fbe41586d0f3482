import Foundation

/// A coding key able to represent an arbitrary string or integer key.
///
/// Invariant: whenever `intValue` is non-nil, `stringValue == String(intValue!)`.
struct AnyCodingKey {
    let stringValue: String
    let intValue: Int?
}

extension AnyCodingKey: CodingKey {
    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }
}

/// Pure string functions from which the kebab strategy is built.
enum KebabToCamel {}

extension KebabToCamel {
    /// Converts a kebab-case identifier to camelCase.
    ///
    /// Postcondition: if `source` contains no dash, the result equals `source`.
    static func transform(_ source: String) -> String {
        let segments = source.split(separator: dash, omittingEmptySubsequences: false)
        // `split` with omittingEmptySubsequences == false yields at least one element.
        precondition(!segments.isEmpty)
        return ([String(segments[0])] + segments.dropFirst().map(upcasingInitial(of:))).joined()
    }
}

extension KebabToCamel {
    static let dash: Character = "-"

    /// Returns `segment` with its first character upper-cased and the rest unchanged.
    ///
    /// Total: the empty segment maps to the empty string, and a segment of digits
    /// is a fixed point, since digits have no upper-case form.
    static func upcasingInitial(of segment: Substring) -> String {
        guard let initial = segment.first else { return "" }
        return initial.uppercased() + segment.dropFirst()
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    /// Converts the last key of the coding path from kebab-case to camelCase.
    /// Keys preceding it only locate the key and are never altered.
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in
        // Precondition (guaranteed by JSONDecoder): the path is non-empty.
        precondition(!path.isEmpty, "a key strategy is never given an empty coding path")
        let original = path[path.count - 1]
        guard original.stringValue.contains(KebabToCamel.dash) else {
            return original
        }
        guard let result = AnyCodingKey(stringValue: KebabToCamel.transform(original.stringValue)) else {
            preconditionFailure("AnyCodingKey.init(stringValue:) is total")
        }
        return result
    }
}
