// breaks: rule 4
// Written blind from rule 4's text alone (the cases unseen): keys without capitals return early, but in a converted key a run of digits is treated as a word of its own, so page2Title is written page-2-title
import Foundation

extension JSONEncoder.KeyEncodingStrategy {
    static let convertToKebabCase: JSONEncoder.KeyEncodingStrategy = .custom { codingPath in
        let last = codingPath.last!
        guard last.intValue == nil, last.stringValue.contains(where: { $0.isUppercase }) else { return last }
        var out = ""
        var previousWasDigit = false
        for ch in last.stringValue {
            if ch.isUppercase {
                out += "-" + ch.lowercased()
                previousWasDigit = false
            } else if ch.isNumber {
                if !previousWasDigit && !out.isEmpty { out += "-" }
                out.append(ch)
                previousWasDigit = true
            } else {
                out.append(ch)
                previousWasDigit = false
            }
        }
        return AnyCodingKey(stringValue: out)!
    }
}
