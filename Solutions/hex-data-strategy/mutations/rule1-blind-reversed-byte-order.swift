// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: each new byte is inserted at the front, so the bytes come out in reverse order.
// breaks only rule 1 because: every pair is still one byte with both letter cases accepted (2), empty stays empty (3), odd/stray/non-string errors are unchanged (4-6); only the order of bytes is wrong.
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
            bytes.insert(UInt8(String(digits[start...start + 1]), radix: 16)!, at: 0)
        }
        return Data(bytes)
    }
}
