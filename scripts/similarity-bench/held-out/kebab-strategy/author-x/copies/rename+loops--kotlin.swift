import Foundation

// A small value type that can stand for any key at all.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init?(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

// "store-link".camelizedFromDashes() == "storeLink"
private extension String {
    func camelizedFromDashes() -> String {
        guard contains("-") else { return self }
        var result = ""
        for (position, piece) in split(separator: "-").enumerated() {
            if position == 0 {
                result += String(piece)
            } else {
                result += piece.prefix(1).uppercased() + piece.dropFirst()
            }
        }
        return result
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in
        // only the final key is converted, the ones before it just locate it
        let tail = path.last!
        let camel = tail.stringValue.camelizedFromDashes()
        // unchanged -> return the original key object
        return camel == tail.stringValue ? tail : AnyCodingKey(stringValue: camel)!
    }
}
