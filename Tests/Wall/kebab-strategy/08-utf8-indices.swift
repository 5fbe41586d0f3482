// style: while loops over indices; unicodeScalars
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
        let scalars = key.stringValue.unicodeScalars
        guard scalars.contains("-") else { return key }

        var result = String.UnicodeScalarView()
        var index = scalars.startIndex
        var afterDash = false
        while index != scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "-" {
                afterDash = true
            } else if afterDash {
                // The first letter of a later word; a digit has no upper case.
                result.append(contentsOf: String(scalar).uppercased().unicodeScalars)
                afterDash = false
            } else {
                result.append(scalar)
            }
            index = scalars.index(after: index)
        }
        return AnyCodingKey(stringValue: String(result))!
    }
}
