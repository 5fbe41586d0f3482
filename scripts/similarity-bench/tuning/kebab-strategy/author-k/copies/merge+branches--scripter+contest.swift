import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String, intValue: Int?
    init?(stringValue s: String) { stringValue = s; intValue = nil }
    init?(intValue i: Int) { stringValue = "\(i)"; intValue = i }
}

// "store-link" -> "storeLink", like "".join(...) in python
func kebabToCamelCase(_ kebabKey: String) -> String {
    // no dash -> nothing to convert, hand it back untouched
    guard kebabKey.contains("-") else { return kebabKey }

    let words = kebabKey.components(separatedBy: "-")
    var camelWords: [String] = []
    for (index, word) in words.enumerated() {
        switch index {
        case 0:
            camelWords.append(word)  // first word stays as it is
        default:
            camelWords.append(word.prefix(1).uppercased() + word.dropFirst())
        }
    }
    return camelWords.joined()
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { p in
        AnyCodingKey(stringValue: kebabToCamelCase(p.last!.stringValue))!
    }
}
