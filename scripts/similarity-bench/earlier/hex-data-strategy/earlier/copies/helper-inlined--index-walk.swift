import Foundation

extension JSONDecoder.DataDecodingStrategy {
    static let hex = JSONDecoder.DataDecodingStrategy.custom { decoder in
        let value = try decoder.singleValueContainer()
        let hexString = try value.decode(String.self)
        var output = [UInt8]()
        var cursor = hexString.startIndex
        while cursor != hexString.endIndex {
            let next = hexString.index(after: cursor)
            guard next != hexString.endIndex else {
                throw DecodingError.dataCorruptedError(in: value, debugDescription: "dangling digit at the end")
            }
            let pairEnd = hexString.index(after: next)
            let pair = hexString[cursor..<pairEnd]
            guard pair.allSatisfy(\.isHexDigit), let byte = UInt8(pair, radix: 16) else {
                throw DecodingError.dataCorruptedError(in: value, debugDescription: "\(pair) is not a byte")
            }
            output.append(byte)
            cursor = pairEnd
        }
        return Data(output)
    }
}
