// breaks: rule 2
// Written blind from rule 2's text alone (the cases unseen): the key is split at underscores as well as dashes, so a dash-free snake key like store_link is converted too
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
        if last.intValue != nil { return last }
        let words = last.stringValue.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
            .map(String.init)
        guard words.count > 1 else { return last }
        let joined = words[0] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return AnyCodingKey(stringValue: joined)!
    }
}
