// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: only lower-case a-f count as hex digits, so any upper-case letter is rejected as a stray character.
// breaks only rule 2 because: pairing and order (1), empty (3), odd length (4), non-hex characters (5) and non-strings (6) are unchanged; only upper-case letters, which rule 2 alone makes digits, are refused.
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
        if let stray = digits.first(where: { !"0123456789abcdef".contains($0) }) {
            throw corrupted("'\(stray)' is not a hex digit")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        for start in stride(from: 0, to: digits.count, by: 2) {
            bytes.append(UInt8(String(digits[start...start + 1]), radix: 16)!)
        }
        return Data(bytes)
    }
}
