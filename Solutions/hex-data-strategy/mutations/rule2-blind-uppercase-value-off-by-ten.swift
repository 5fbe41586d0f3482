// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: a hand-written digit value forgets the +10 for upper-case letters, so "A" is 0 and "FF" is 0x55.
// breaks only rule 2 because: digits and lower-case letters are read right and in order (1), empty (3), odd (4), stray (5) and non-string (6) checks are unchanged.
import Foundation

extension JSONDecoder.DataDecodingStrategy {
    /// Data written as hexadecimal text, two digits per byte.
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let text = try decoder.singleValueContainer().decode(String.self)
        let digits = Array(text)
        func corrupted(_ problem: String) -> DecodingError {
            DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: problem))
        }
        guard digits.count.isMultiple(of: 2) else {
            throw corrupted("hex text needs two digits per byte, but has \(digits.count) characters")
        }
        if let stray = digits.first(where: { !"0123456789abcdefABCDEF".contains($0) }) {
            throw corrupted("'\(stray)' is not a hex digit")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        for start in stride(from: 0, to: digits.count, by: 2) {
            func value(_ c: Character) -> UInt8 {
                let a = c.asciiValue!
                switch c {
                case "0"..."9": return a - 48
                case "a"..."f": return a - 97 + 10
                default: return a - 65
                }
            }
            bytes.append(value(digits[start]) << 4 | value(digits[start + 1]))
        }
        return Data(bytes)
    }
}
