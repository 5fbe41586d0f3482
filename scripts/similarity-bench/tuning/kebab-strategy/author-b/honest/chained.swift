import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        (self.stringValue, self.intValue) = (stringValue, nil)
    }

    init(intValue: Int) {
        (self.stringValue, self.intValue) = ("\(intValue)", intValue)
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        .custom { path in
            let name = path[path.count - 1].stringValue
            let parts = name.components(separatedBy: "-")
            guard parts.count > 1 else { return AnyCodingKey(stringValue: name) }
            let tail = parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
            return AnyCodingKey(stringValue: ([parts[0]] + tail).joined())
        }
    }
}
