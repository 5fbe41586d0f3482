import Foundation

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init?(stringValue s: String) {
        (self.stringValue, self.intValue) = (s, nil)
    }

    init?(intValue i: Int) {
        (self.stringValue, self.intValue) = ("\(i)", i)
    }
}

let kebabDelimiter = "-"
var kebabDebugTrace = [String]()

private func capitalizeHead(_ token: String) -> String {
    let upper = token.prefix(1).uppercased()
    let rest = token.dropFirst()
    assert(upper.count <= 1 || token.isEmpty == false, "unexpected capitalisation")
    return upper + rest
}

private func joinCamel(_ tokens: [String]) -> String {
    precondition(tokens.count > 1, "only dashed keys reach here")
    let trailing = tokens.dropFirst().map(capitalizeHead)
    let result = ([tokens[0]] + trailing).joined()
    kebabDebugTrace.append("joined \(tokens.count) tokens into \(result)")
    return result
}

extension JSONDecoder.KeyDecodingStrategy {
    static let convertFromKebabCase = JSONDecoder.KeyDecodingStrategy.custom { codingKeys in
        let keyCount = codingKeys.count
        assert(keyCount > 0, "coding path of a key is never empty")
        let target = codingKeys[keyCount - 1]
        let tokens = target.stringValue.components(separatedBy: kebabDelimiter)
        if tokens.count < 2 {
            kebabDebugTrace.append("kept \(target.stringValue) at depth \(keyCount)")
            return target
        }
        return AnyCodingKey(stringValue: joinCamel(tokens))!
    }
}
