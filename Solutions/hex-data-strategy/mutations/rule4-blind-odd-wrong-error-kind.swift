// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: an odd length throws DecodingError.typeMismatch instead of dataCorrupted.
// breaks only rule 4 because: valid strings decode as before (1-3), stray characters still throw dataCorrupted (5), non-strings typeMismatch (6).
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
            throw DecodingError.typeMismatch(Data.self, DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "odd number of hex digits"))
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
