// breaks: rule 6
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 6: the typeMismatch from reading a non-string is caught and rethrown as dataCorrupted ("not hex text").
// breaks only rule 6 because: strings are handled exactly as before (1-5); only the error kind for non-strings changes.
import Foundation

extension JSONDecoder.DataDecodingStrategy {
    /// Data written as hexadecimal text, two digits per byte.
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let text: String
        do {
            text = try decoder.singleValueContainer().decode(String.self)
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not hex text: \(error)"))
        }
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
            bytes.append(UInt8(String(digits[start...start + 1]), radix: 16)!)
        }
        return Data(bytes)
    }
}
