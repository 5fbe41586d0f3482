import Foundation

extension JSONDecoder.DataDecodingStrategy {
    private static let verbose = false
    private static let maximumLength = 1_000_000

    static let hex = JSONDecoder.DataDecodingStrategy.custom { decoder in
        let value = try decoder.singleValueContainer()
        let hexString = try value.decode(String.self)
        let started = Date()
        func fail(_ why: String) -> Error {
            DecodingError.dataCorruptedError(in: value, debugDescription: why)
        }
        var output = [UInt8]()
        var cursor = hexString.startIndex
        if verbose {
            print("decoding \(hexString.count) characters")
        }
        while cursor != hexString.endIndex {
            let next = hexString.index(after: cursor)
            guard next != hexString.endIndex else { throw fail("dangling digit at the end") }
            let pairEnd = hexString.index(after: next)
            let pair = hexString[cursor..<pairEnd]
            let pairCount = pair.count
            guard pair.allSatisfy(\.isHexDigit), let byte = UInt8(pair, radix: 16) else {
                throw fail("\(pair) is not a byte")
            }
            output.append(byte)
            cursor = pairEnd
        }
        return Data(output)
    }
}
