// style: Regex literals; trailing closures
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
        let key = codingPath.last!
        // A dash (or a run of them) and the character after it, if any: the start of a later word.
        let camel = key.stringValue.replacing(#/-+([^-]?)/#) { match in
            match.output.1.uppercased()
        }
        return camel == key.stringValue ? key : AnyCodingKey(stringValue: camel)!
    }
}
