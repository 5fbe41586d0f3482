// expect-pass
// A stored `static var`, `components(separatedBy:)`, a nested helper type and
// `let` properties with an Int-parsing key.
import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = Int(stringValue)
    }

    init?(intValue: Int) {
        self.init(stringValue: "\(intValue)")
    }
}

enum KebabWords {
    static func joined(_ words: [String]) -> String {
        guard let head = words.first else { return "" }
        return words.dropFirst().reduce(into: head) { name, word in
            guard let initial = word.first else { return }
            name += String(initial).uppercased() + word.dropFirst()
        }
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { keys in
        let original = keys[keys.count - 1]
        let words = original.stringValue.components(separatedBy: "-")
        if words.count == 1 {
            return original
        }
        return AnyCodingKey(stringValue: KebabWords.joined(words))!
    }
}
