import Foundation

extension JSONDecoder.DataDecodingStrategy {
    static let hex = JSONDecoder.DataDecodingStrategy.custom { decoder in
        let value = try decoder.singleValueContainer()
        let hexString = try value.decode(String.self)
        func fail(_ why: String) -> Error {
            DecodingError.dataCorruptedError(in: value, debugDescription: why)
        }
        var output = [UInt8]()
        var cursor = hexString.startIndex
        while cursor != hexString.endIndex {
            let next = hexString.index(after: cursor)
            guard next != hexString.endIndex else { throw fail("dangling digit at the end") }
            let pairEnd = hexString.index(after: next)
            let pair = hexString[cursor..<pairEnd]
            guard pair.allSatisfy(\.isHexDigit), let byte = UInt8(pair, radix: 16) else {
                throw fail("\(pair) is not a byte")
            }
            output.append(byte)
            cursor = pairEnd
        }
        return Data(output)
    }
}
