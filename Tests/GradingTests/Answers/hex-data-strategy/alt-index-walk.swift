// expect-pass
// Walks the string with String.Index two characters at a time and validates
// each character with isHexDigit restricted to ASCII.
import Foundation

extension JSONDecoder.DataDecodingStrategy {
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        if text.count % 2 != 0 || text.contains(where: { !($0.isASCII && $0.isHexDigit) }) {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not hexadecimal bytes")
        }
        var data = Data()
        var index = text.startIndex
        while index != text.endIndex {
            let next = text.index(index, offsetBy: 2)
            data.append(UInt8(text[index..<next], radix: 16)!)
            index = next
        }
        return data
    }
}
