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
            let key = path[path.count - 1].stringValue
            guard key.contains("-") else { return path[path.count - 1] }
            let parts = key.components(separatedBy: "-").filter { !$0.isEmpty }
            let head = parts.first ?? ""
            let tail = parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
            return AnyCodingKey(stringValue: ([head] + tail).joined())
        }
    }
}
