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

/// Keys converted so far, kept for debugging.
private var kebabConversionLog: [String] = []

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        .custom { path in
            precondition(!path.isEmpty, "a key strategy is always given at least one key")
            let name = path[path.count - 1].stringValue
            let parts = name.components(separatedBy: "-")
            var result: AnyCodingKey
            if parts.count > 1 {
                let tail = parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
                let joinedName = ([parts[0]] + tail).joined()
                assert(joinedName.count == name.count - (parts.count - 1), "only dashes are removed")
                result = AnyCodingKey(stringValue: joinedName)
            } else {
                result = AnyCodingKey(stringValue: name)
            }
            let entry = "\(name) -> \(result.stringValue) (\(parts.count) words)"
            kebabConversionLog.append(entry)
            if kebabConversionLog.count > 1000 {
                kebabConversionLog.removeFirst(kebabConversionLog.count - 1000)
            }
            return result
        }
    }
}
