// expect-fail: visible
// Accepts only lower-case letters, so the upper-case cover in the chapter's
// own catalogue is rejected.
import Foundation

extension JSONDecoder.DataDecodingStrategy {
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let text = Array(try decoder.singleValueContainer().decode(String.self))
        let digits = Array("0123456789abcdef")
        guard text.count % 2 == 0, text.allSatisfy({ digits.contains($0) }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not lower-case hex"))
        }
        var bytes: [UInt8] = []
        for start in stride(from: 0, to: text.count, by: 2) {
            let high = digits.firstIndex(of: text[start])!
            let low = digits.firstIndex(of: text[start + 1])!
            bytes.append(UInt8(high * 16 + low))
        }
        return Data(bytes)
    }
}
