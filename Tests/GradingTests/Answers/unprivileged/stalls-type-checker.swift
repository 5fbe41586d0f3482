// exercise: kebab-strategy
// A correct strategy with one line the type checker cannot finish: mixed
// literal arithmetic over optionals (more than 40 s of type checking with
// Swift 6.3 on an idle machine).
import Foundation

let mixedA: Int? = 1
let mixedB: Double? = 2
let stall = (mixedA ?? 1) * 1 - (mixedB ?? 1.5) / 1 + (mixedA ?? 2) * 2 - (mixedB ?? 2.5) / 2 + (mixedA ?? 3) * 3 - (mixedB ?? 3.5) / 3 + (mixedA ?? 4) * 4 - (mixedB ?? 4.5) / 4 + (mixedA ?? 5) * 5 - (mixedB ?? 5.5) / 5 + (mixedA ?? 6) * 6 - (mixedB ?? 6.5) / 6 + (mixedA ?? 7) * 7 - (mixedB ?? 7.5) / 7

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init?(stringValue: String) { self.stringValue = stringValue; self.intValue = nil }
    init?(intValue: Int) { self.stringValue = String(intValue); self.intValue = intValue }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let key = codingPath.last!
        let words = key.stringValue.split(separator: "-", omittingEmptySubsequences: false)
        guard words.count > 1 else { return key }
        var name = String(words[0])
        for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
        return AnyCodingKey(stringValue: name)!
    }
}
