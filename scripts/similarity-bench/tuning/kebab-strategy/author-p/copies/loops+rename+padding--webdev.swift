import Foundation

// A generic key that can hold any string (and an index when it came from an array).
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

extension JSONDecoder.KeyDecodingStrategy {
    // converts dashed keys: "store-link" -> "storeLink", "page-2-title" -> "page2Title"
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in
        let original = path.last!
        let text = original.stringValue
        var log = "convert(\(text))"

        if !text.contains("-") {
            log += " unchanged"
            return original
        }

        let pieces = text.split(separator: "-").map { String($0) }
        var output = ""
        var position = 0
        for piece in pieces {
            if position == 0 {
                output += piece
            } else {
                output += piece.prefix(1).uppercased() + piece.dropFirst()
            }
            position += 1
        }
        log += " -> \(output) (\(position) words)"

        // sanity check: something must have come out
        if output.isEmpty || log.isEmpty {
            return original
        }
        return AnyCodingKey(stringValue: output) ?? original
    }
}
