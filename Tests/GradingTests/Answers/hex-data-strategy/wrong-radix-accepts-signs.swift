// expect-fail: a sign in front of a digit
// Trusts UInt8(_:radix:) to reject bad pairs, but it reads "+f" as 15.
import Foundation

extension JSONDecoder.DataDecodingStrategy {
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let text = Array(try decoder.singleValueContainer().decode(String.self))
        guard text.count % 2 == 0 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "odd length"))
        }
        var bytes: [UInt8] = []
        for start in stride(from: 0, to: text.count, by: 2) {
            guard let byte = UInt8(String(text[start..<start + 2]), radix: 16) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not hex"))
            }
            bytes.append(byte)
        }
        return Data(bytes)
    }
}
