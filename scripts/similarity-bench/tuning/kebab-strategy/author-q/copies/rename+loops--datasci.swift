import Foundation

// A coding key that can hold any string (or any integer), so the custom
// strategy below has something concrete to return.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        // integer keys also need a string form, so use the digits
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in
        // only the last key of the path is the one being converted,
        // everything before it just tells us where we are in the document
        let sourceKey = path.last!
        let sourceText = sourceKey.stringValue

        // keys without a dash are left exactly as they are
        if !sourceText.contains("-") {
            return sourceKey
        }

        // step 1: split the key into its pieces
        var pieces: [String] = []
        for chunk in sourceText.split(separator: "-") {
            pieces.append(String(chunk))
        }

        // step 2: the first piece stays the same
        let leadingPiece = pieces.first ?? ""

        // step 3: every later piece gets a capital first letter
        // (a piece like "2" has no capital, so it stays "2")
        var upperPieces: [String] = []
        for piece in pieces.dropFirst() {
            let head = piece.prefix(1).uppercased()
            let tail = piece.dropFirst()
            upperPieces.append(head + tail)
        }

        // step 4: glue everything back together into one camelCase key
        var joinedText = leadingPiece
        for piece in upperPieces {
            joinedText += piece
        }
        return AnyCodingKey(stringValue: joinedText)!
    }
}
