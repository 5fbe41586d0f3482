// style: fileprivate extensions of Foundation types; Optional chaining and map
import Foundation

fileprivate extension Data {
    /// Bytes from hex text, two digits a byte; nil when the text is not exactly that.
    init?(hexText: String) {
        let digits = Array(hexText)
        guard digits.count.isMultiple(of: 2) else { return nil }
        var bytes: [UInt8] = []
        for start in Swift.stride(from: 0, to: digits.count, by: 2) {
            guard let high = digits[start].asciiHexValue,
                  let low = digits[start + 1].asciiHexValue else { return nil }
            bytes.append(high << 4 | low)
        }
        self.init(bytes)
    }
}

fileprivate extension Character {
    /// 0 to 15 for 0-9, a-f and A-F; nil for everything else, full-width digits included.
    var asciiHexValue: UInt8? {
        guard isASCII else { return nil }
        return hexDigitValue.map(UInt8.init)
    }
}

extension JSONDecoder.DataDecodingStrategy {
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let text = try decoder.singleValueContainer().decode(String.self)
        if let data = Data(hexText: text) {
            return data
        }
        throw DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "\"\(text)\" is not hex: it needs an even number of digits 0-9, a-f, A-F"))
    }
}
