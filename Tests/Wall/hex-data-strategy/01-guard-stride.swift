// style: guard/early exits; stride
import Foundation

extension JSONDecoder.DataDecodingStrategy {
    /// Data written as hexadecimal text, two digits per byte.
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)

        guard text.count.isMultiple(of: 2) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Hex text has an odd number of characters: \(text.count)"))
        }
        let allowed = "0123456789abcdefABCDEF"
        guard text.allSatisfy({ allowed.contains($0) }) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Hex text holds a character that is not a hex digit"))
        }

        let characters = Array(text)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(characters.count / 2)
        for start in stride(from: 0, to: characters.count, by: 2) {
            let pair = String(characters[start..<start + 2])
            guard let byte = UInt8(pair, radix: 16) else {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "\(pair) is not a hex byte"))
            }
            bytes.append(byte)
        }
        return Data(bytes)
    }
}
