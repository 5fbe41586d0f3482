import Foundation

// Basically a "key bag" - works like a plain JS object key, holds a string
// (and an index if it came from an array).
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

// upper-cases the first char of one word, leaves the rest ("2" stays "2")
fileprivate func capitalizeFirst(_ word: String) -> String {
    let head = word.prefix(1).uppercased()
    let tail = word.dropFirst()
    return head + tail
}

// "store-link" -> "storeLink"
fileprivate func camelize(_ raw: String) -> String {
    var result: [String] = []
    for (i, part) in raw.split(separator: "-").map({ String($0) }).enumerated() {
        switch i {
        case 0:
            result.append(part)
        default:
            result.append(capitalizeFirst(part))
        }
    }
    return result.joined()
}

extension JSONDecoder.KeyDecodingStrategy {
    // same idea as lodash's _.camelCase but only for dashes
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        switch codingPath.last!.stringValue.contains("-") {
        case false:
            // nothing to do -> hand back the original key untouched
            return codingPath.last!
        case true:
            return AnyCodingKey(stringValue: camelize(codingPath.last!.stringValue)) ?? codingPath.last!
        }
    }
}
