// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: an odd length is not checked; the pairs are read and a last lone digit is silently dropped.
// breaks only rule 4 because: even strings decode as before (1, 2, 3), every character is still checked against the 22 hex digits (5) and non-strings throw typeMismatch (6).
import Foundation

extension JSONDecoder.DataDecodingStrategy {
    /// Data written as hexadecimal text, two digits per byte.
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let text = try decoder.singleValueContainer().decode(String.self)
        let digits = Array(text)
        func corrupted(_ problem: String) -> DecodingError {
            DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: problem))
        }
        if let stray = digits.first(where: { !"0123456789abcdefABCDEF".contains($0) }) {
            throw corrupted("'\(stray)' is not a hex digit")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        for start in stride(from: 0, to: digits.count - 1, by: 2) {
            bytes.append(UInt8(String(digits[start...start + 1]), radix: 16)!)
        }
        return Data(bytes)
    }
}
