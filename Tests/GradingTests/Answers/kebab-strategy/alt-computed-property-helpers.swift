// expect-pass
// A computed `static var`, a private helper function and a key type with an
// extra initializer of its own.
import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(_ name: String) {
        stringValue = name
        intValue = nil
    }

    init?(stringValue: String) {
        self.init(stringValue)
    }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

private func camelCase(fromKebab kebab: String) -> String {
    var result = ""
    var upperNext = false
    for character in kebab {
        if character == "-" {
            upperNext = true
        } else if upperNext {
            result += character.uppercased()
            upperNext = false
        } else {
            result.append(character)
        }
    }
    return result
}

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        .custom { path in
            guard let last = path.last else { return AnyCodingKey("") }
            return AnyCodingKey(camelCase(fromKebab: last.stringValue))
        }
    }
}
