import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ text: String) { (stringValue, intValue) = (text, nil) }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { (stringValue, self.intValue) = (String(intValue), intValue) }
}

/// "isbn-13" => "isbn13", "store-link" => "storeLink"
func lowerCamel(_ dashed: String) -> String {
    if !dashed.contains("-") {
        return dashed
    }
    var built = ""
    var leading = true
    for word in dashed.split(separator: "-", omittingEmptySubsequences: false) {
        if leading {
            built += word
            leading = false
            continue
        }
        if let initial = word.first {
            built += initial.uppercased()
            built += word.dropFirst()
        }
    }
    return built
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { trail in
        guard let tip = trail.last, tip.stringValue.contains("-") else { return trail.last! }
        return AnyCodingKey(lowerCamel(tip.stringValue))
    }
}
