// breaks: rule 4
// Written blind from rule 4's text alone (the cases unseen): pairs are taken with a stride that clamps the last slice, so an odd trailing digit becomes a byte of its own instead of an error
import Foundation

private let hexDigitsBlindA = Set("0123456789abcdefABCDEF")

extension JSONDecoder.DataDecodingStrategy {
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let chars = Array(text)
        guard chars.allSatisfy({ hexDigitsBlindA.contains($0) }) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not hex")
        }
        var bytes: [UInt8] = []
        for i in stride(from: 0, to: chars.count, by: 2) {
            let pair = String(chars[i..<min(i + 2, chars.count)])
            bytes.append(UInt8(pair, radix: 16)!)
        }
        return Data(bytes)
    }
}
