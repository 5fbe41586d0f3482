import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue text: String) {
        (self.stringValue, self.intValue) = (text, nil)
    }

    init(intValue number: Int) {
        (self.stringValue, self.intValue) = ("\(number)", number)
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        .custom { trail in
            let name = trail[trail.count - 1].stringValue
            guard name.contains("-") else { return trail[trail.count - 1] }
            var pieces: [String] = []
            for piece in name.components(separatedBy: "-") where !piece.isEmpty {
                pieces.append(piece)
            }
            var joined = pieces.first ?? ""
            for piece in pieces.dropFirst() {
                joined += piece.prefix(1).uppercased() + piece.dropFirst()
            }
            return AnyCodingKey(stringValue: joined)
        }
    }
}
