// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: no own digit check; each pair is parsed with UInt8(_:radix:) and only a nil result is refused, so "+f" and "-0" slip through.
// breaks only rule 5 because: valid hex in either case decodes in order (1, 2), empty gives empty Data (3), odd lengths are refused first (4), non-strings throw typeMismatch (6).
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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        for start in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(digits[start...start + 1]), radix: 16) else {
                throw corrupted("not a hex digit pair")
            }
            bytes.append(byte)
        }
        return Data(bytes)
    }
}
