import Foundation

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { keyPath in
        // only the final key is the one being converted, the rest is just "where we are"
        let finalKey = keyPath.last!
        let camelName = dashedToCamel(finalKey.stringValue)
        // print("converting", finalKey.stringValue, "->", camelName)
        return AnyCodingKey(stringValue: camelName)!
    }
}

// "store-link" -> "storeLink", like "".join(...) in python
func dashedToCamel(_ dashedName: String) -> String {
    // no dash -> nothing to convert, hand it back untouched
    if !dashedName.contains("-") {
        return dashedName
    }

    let pieces = dashedName.components(separatedBy: "-")
    var outputPieces: [String] = []
    for (position, piece) in pieces.enumerated() {
        if position == 0 {
            outputPieces.append(piece)  // first piece stays as it is
        } else {
            outputPieces.append(upperFirstChar(piece))
        }
    }
    return outputPieces.joined()
}

// "link" -> "Link", "2" -> "2" (digits have no upper case so they stay)
func upperFirstChar(_ piece: String) -> String {
    let remainder = piece.dropFirst()
    let head = piece.prefix(1).uppercased()
    return head + remainder
}

// A coding key that can hold any string (or int), a bit like a plain dict key
struct AnyCodingKey: CodingKey {
    var intValue: Int?
    var stringValue: String

    init?(intValue: Int) {
        // int keys still need a string: just use the digits
        self.intValue = intValue
        self.stringValue = String(intValue)
    }

    init?(stringValue: String) {
        self.intValue = nil
        self.stringValue = stringValue
    }
}
