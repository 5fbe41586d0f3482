// expect-fail: odd number of digits
// "Repairs" an odd number of digits with a leading zero instead of throwing.
import Foundation

extension JSONDecoder.DataDecodingStrategy {
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        var text = try decoder.singleValueContainer().decode(String.self)
        if text.count % 2 == 1 { text = "0" + text }
        guard text.allSatisfy({ $0.isASCII && $0.isHexDigit }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not hex"))
        }
        let characters = Array(text)
        return Data(stride(from: 0, to: characters.count, by: 2).map { UInt8(String(characters[$0...$0 + 1]), radix: 16)! })
    }
}
