import Foundation

extension JSONDecoder.DataDecodingStrategy {
    static let hex = JSONDecoder.DataDecodingStrategy.custom { dec in
        let box = try dec.singleValueContainer()
        let raw = try box.decode(String.self)
        let hexChars = Set("0123456789abcdefABCDEF")
        guard raw.count % 2 == 0, raw.allSatisfy({ hexChars.contains($0) }) else {
            throw DecodingError.dataCorruptedError(in: box, debugDescription: "invalid hex string \(raw)")
        }
        let chars = Array(raw)
        let result = stride(from: 0, to: chars.count, by: 2).map { i in
            UInt8(String(chars[i..<i + 2]), radix: 16)!
        }
        return Data(result)
    }
}
