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
    var result = ""
    var isFirstWord = true
    for word in text.split(separator: "-") {
        result += isFirstWord ? String(word) : capitalizeFirst(String(word))
        isFirstWord = false
    }
    return result
}

private func capitalizeFirst(_ word: String) -> String {
    if let first = word.first {
        return String(first).uppercased() + word.dropFirst()
    } else {
        return word
    }
}

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { codingPath in
            let lastKey = codingPath[codingPath.count - 1]
            guard lastKey.stringValue.contains("-") else {
                return lastKey
            }
            return AnyCodingKey(stringValue: camelFromKebab(lastKey.stringValue))
        }
    }
}
