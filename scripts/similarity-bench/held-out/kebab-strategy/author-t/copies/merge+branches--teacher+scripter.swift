import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init?(stringValue s: String) { stringValue = s; intValue = nil }
    init?(intValue i: Int) { stringValue = "\(i)"; intValue = i }
}

// MARK: - Converting one kebab-case name

/// Turns a kebab-case name such as "store-link" into camel case ("storeLink").
/// A name without a dash is returned exactly as it is.
func camelCaseName(fromKebabCase kebabName: String) -> String {
    var out = "", up = false
    for c in kebabName {
        switch c {
        case "-":
            up = !out.isEmpty
        default:
            out += up ? String(c).uppercased() : String(c)
            up = false
        }
    }
    return out
}

// MARK: - The strategy itself

extension JSONDecoder.KeyDecodingStrategy {
    /// A key strategy for documents whose keys are written in kebab case.
    ///
    /// The decoder gives the closure the whole coding path to a key. Only the
    /// last element is the key being converted; the ones before it merely
    /// say where in the document we are, so we never change them (rule 1).
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let originalKey = codingPath.last!
        switch originalKey.stringValue.contains("-") {
        case false:
            return originalKey
        case true:
            return AnyCodingKey(stringValue: camelCaseName(fromKebabCase: originalKey.stringValue))!
        }
    }
}
