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

private func capitalizedHead(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
}

private func kebabWords(of key: String) -> [String] {
    key.components(separatedBy: "-").filter { !$0.isEmpty }
}

private func joinKebab(_ parts: [String]) -> String {
    let head = parts.first ?? ""
    let tail = parts.dropFirst().map(capitalizedHead)
    return ([head] + tail).joined()
}

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        .custom { path in
            let key = path[path.count - 1].stringValue
            if key.contains("-") {
                return AnyCodingKey(stringValue: joinKebab(kebabWords(of: key)))
            } else {
                return path[path.count - 1]
            }
        }
    }
}
