// breaks: rule 3
// Written blind from rule 3's text alone (the cases unseen): every word of a dashed key gets an upper-case first letter, the first word too (store-link becomes StoreLink)
import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { codingPath in
        let last = codingPath.last!
        guard last.stringValue.contains("-") else { return last }
        let words = last.stringValue.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return AnyCodingKey(stringValue: joined)!
    }
}
