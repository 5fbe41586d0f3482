// exercise: kebab-strategy
// A correct answer whose program takes about 6 s to start: its run is still
// going when another grader's hanging answer is killed.
import Foundation

private let slowStart: Bool = {
    sleep(6)
    return true
}()

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init?(stringValue: String) { self.stringValue = stringValue; self.intValue = nil }
    init?(intValue: Int) { self.stringValue = String(intValue); self.intValue = intValue }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        _ = slowStart
        let key = codingPath.last!
        let words = key.stringValue.split(separator: "-", omittingEmptySubsequences: false)
        guard words.count > 1 else { return key }
        var name = String(words[0])
        for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
        return AnyCodingKey(stringValue: name)!
    }
}
