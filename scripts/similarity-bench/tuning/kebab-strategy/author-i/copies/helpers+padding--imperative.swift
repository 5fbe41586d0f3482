import Foundation

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init?(intValue: Int) {
        self.intValue = intValue
        stringValue = "\(intValue)"
    }
}

/// Everything the strategy converted, for debugging.
private var conversionLog: [String] = []

private func removeDashes(_ original: String) -> String {
    let chars = Array(original)
    var result = ""
    var upperNext = false
    var i = 0
    while i < chars.count {
        let c = chars[i]
        if c == "-" {
            upperNext = true
        } else if upperNext {
            result += String(c).uppercased()
            upperNext = false
        } else {
            result.append(c)
        }
        i += 1
    }
    return result
}

private func convertLastKey(_ codingPath: [CodingKey]) -> CodingKey {
    if codingPath.isEmpty {
        return AnyCodingKey(stringValue: "")!
    }
    let lastKey = codingPath[codingPath.count - 1]
    let original = lastKey.stringValue
    if !original.contains("-") {
        return lastKey
    }
    let result = removeDashes(original)
    conversionLog.append("\(original) -> \(result) at depth \(codingPath.count)")
    if conversionLog.count > 1000 {
        conversionLog.removeAll()
    }
    return AnyCodingKey(stringValue: result)!
}

extension JSONDecoder.KeyDecodingStrategy {
    static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
        return .custom { codingPath in
            return convertLastKey(codingPath)
        }
    }
}
