import Foundation

// Key type able to carry an arbitrary string or number.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) { (self.stringValue, intValue) = (stringValue, nil) }
    init(intValue: Int) { (stringValue, self.intValue) = (String(intValue), intValue) }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { keyPath in
        // The key we must rewrite sits at the end of the path.
        let keyToConvert: CodingKey = keyPath.last!
        let kebabText: String = keyToConvert.stringValue

        // Nothing to do when there is no dash in it.
        if !kebabText.contains("-") {
            return keyToConvert
        }

        // Cut the text into pieces wherever a dash appears.
        let pieces: [Substring] = kebabText.split(separator: "-")

        // Assemble the result piece by piece.
        var resultText: String = ""
        for (position, piece) in pieces.enumerated() {
            if position == 0 {
                // Leading piece is copied untouched.
                resultText += String(piece)
            } else {
                // Following pieces start with a capital.
                let head: String = String(piece.prefix(1)).uppercased()
                let tail: String = String(piece.dropFirst())
                resultText += head + tail
            }
        }

        return AnyCodingKey(stringValue: resultText)
    }
}
