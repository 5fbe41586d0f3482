import Foundation

extension JSONDecoder.DataDecodingStrategy {
    static let hex = JSONDecoder.DataDecodingStrategy.custom { decoder in
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        let allowed = Set("0123456789abcdefABCDEF")
        guard string.count % 2 == 0, string.allSatisfy({ allowed.contains($0) }) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not hexadecimal: \(string)")
        }
        let characters = Array(string)
        let bytes = stride(from: 0, to: characters.count, by: 2).map { index in
            UInt8(String(characters[index..<index + 2]), radix: 16)!
        }
        return Data(bytes)
    }
}
