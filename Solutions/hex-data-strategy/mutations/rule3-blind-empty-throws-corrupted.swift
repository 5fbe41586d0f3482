// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: an empty string is rejected with dataCorrupted ("no hex digits") instead of giving empty Data.
// breaks only rule 3 because: an empty string has an even length and no stray character, so rules 4 and 5 do not speak about it; non-empty strings decode as before (1, 2), non-strings still throw typeMismatch (6).
import Foundation

extension JSONDecoder.DataDecodingStrategy {
    /// Data written as hexadecimal text, two digits per byte.
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let text = try decoder.singleValueContainer().decode(String.self)
        let digits = Array(text)
        func corrupted(_ problem: String) -> DecodingError {
            DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: problem))
        }
        guard !digits.isEmpty else { throw corrupted("no hex digits at all") }
        guard digits.count.isMultiple(of: 2) else {
            throw corrupted("hex text needs two digits per byte, but has \(digits.count) characters")
        }
        if let stray = digits.first(where: { !"0123456789abcdefABCDEF".contains($0) }) {
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
