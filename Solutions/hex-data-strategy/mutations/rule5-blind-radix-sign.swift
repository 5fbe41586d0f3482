// breaks: rule 5
// Written blind from rule 5's text alone (the cases unseen): each pair is parsed with UInt8(_:radix: 16), which also accepts a leading "+" (and "-0"), so a sign in the text is not rejected
import Foundation

extension JSONDecoder.DataDecodingStrategy {
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let chars = Array(text)
        guard chars.count % 2 == 0 else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "odd number of hex digits")
        }
        var bytes: [UInt8] = []
        var i = 0
        while i < chars.count {
            guard let byte = UInt8(String(chars[i..<i + 2]), radix: 16) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not hex")
            }
            bytes.append(byte)
            i += 2
        }
        return Data(bytes)
    }
}
