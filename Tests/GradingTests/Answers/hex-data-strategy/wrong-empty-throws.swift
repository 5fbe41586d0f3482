// expect-fail: empty string
// Treats an empty string as corrupt data instead of empty Data.
import Foundation

extension JSONDecoder.DataDecodingStrategy {
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let text = Array(try decoder.singleValueContainer().decode(String.self))
        guard !text.isEmpty, text.count % 2 == 0, text.allSatisfy({ "0123456789abcdefABCDEF".contains($0) }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no hex bytes"))
        }
        return Data(stride(from: 0, to: text.count, by: 2).map { UInt8(String(text[$0...$0 + 1]), radix: 16)! })
    }
}
