// style: String.Index arithmetic; for-where loops
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        let key = codingPath.last!
        let name = key.stringValue
        var kebab = ""
        var wordStart = name.startIndex
        // Cut the name in front of every capital; each cut becomes a dash.
        for index in name.indices where name[index].isUppercase {
            kebab += name[wordStart..<index]
            kebab += "-"
            kebab += name[index].lowercased()
            wordStart = name.index(after: index)
        }
        kebab += name[wordStart...]
        return AnyCodingKey(stringValue: kebab)!
    }
}
