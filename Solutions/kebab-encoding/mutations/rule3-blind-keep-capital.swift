// breaks: rule 3
// Written blind from rule 3's text alone (the cases unseen): a dash is put before each capital but the capital is not lowered (storeLink becomes store-Link)
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        let last = codingPath.last!
        if last.intValue != nil { return last }
        var out = ""
        for ch in last.stringValue {
            if ch.isUppercase {
                out += "-"
            }
            out.append(ch)
        }
        return AnyCodingKey(stringValue: out)!
    }
}
