import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

// Turns "page-2-title" into "page2Title": the first word is kept,
// every later word gets a capital first letter.
private func camelFromKebab(_ text: String) -> String {
    text.split(separator: "-")
        .enumerated()
        .map { index, word in index == 0 ? String(word) : capitalizeFirst(String(word)) }
        .reduce("", +)
}

private func capitalizeFirst(_ word: String) -> String {
    guard let first = word.first else {
        return word
    }
    return String(first).uppercased() + word.dropFirst()
}

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { codingPath in
            if !codingPath[codingPath.count - 1].stringValue.contains("-") {
                return codingPath[codingPath.count - 1]
            }
            return AnyCodingKey(stringValue: camelFromKebab(codingPath[codingPath.count - 1].stringValue))
        }
    }
}
