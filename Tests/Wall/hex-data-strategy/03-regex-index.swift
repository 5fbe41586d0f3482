// style: Regex literals; String.Index arithmetic
import Foundation

extension JSONDecoder.DataDecodingStrategy {
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)

        // Whole string: pairs of hex digits and nothing else (also rules out odd lengths).
        guard text.wholeMatch(of: #/(?:[0-9a-fA-F][0-9a-fA-F])*/#) != nil else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "Not an even run of hex digits: \"\(text)\""))
        }

        var bytes: [UInt8] = []
        var start = text.startIndex
        while start != text.endIndex {
            let end = text.index(start, offsetBy: 2)
            bytes.append(UInt8(text[start..<end], radix: 16)!)
            start = end
        }
        return Data(bytes)
    }
}
