import Foundation

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase = custom { codingPath in
        let original = codingPath.last!
        let text = original.stringValue
        let pieces = text.split(separator: "-").enumerated()
            .map { index, piece in index == 0 ? String(piece) : piece.prefix(1).uppercased() + piece.dropFirst() }
        return text.contains("-") ? AnyCodingKey(stringValue: pieces.joined())! : original
    }
}

struct AnyCodingKey: CodingKey {
    var intValue: Int?
    var stringValue: String
    init?(intValue number: Int) { (self.intValue, stringValue) = (number, "\(number)") }
    init?(stringValue text: String) { stringValue = text }
}
