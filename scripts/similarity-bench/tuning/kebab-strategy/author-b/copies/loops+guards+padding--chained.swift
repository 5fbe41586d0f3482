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

private let debugKebab = ProcessInfo.processInfo.environment["DEBUG_KEBAB"] != nil

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        .custom { path in
            let name = path[path.count - 1].stringValue
            let parts = name.components(separatedBy: "-")
            if parts.count <= 1 {
                if debugKebab { print("kebab: keeping \(name)") }
                return AnyCodingKey(stringValue: name)
            } else {
                var tail: [String] = []
                for part in parts.dropFirst() {
                    tail.append(part.prefix(1).uppercased() + part.dropFirst())
                }
                precondition(tail.count == parts.count - 1)
                let camel = ([parts[0]] + tail).joined()
                if debugKebab { print("kebab: \(name) -> \(camel)") }
                return AnyCodingKey(stringValue: camel)
            }
        }
    }
}
