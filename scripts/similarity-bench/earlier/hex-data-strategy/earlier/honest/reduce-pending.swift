import Foundation

extension JSONDecoder.DataDecodingStrategy {
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        var pending: UInt8? = nil
        let bytes = try text.unicodeScalars.reduce(into: [UInt8]()) { bytes, scalar in
            guard scalar.isASCII, let digit = UInt8(String(scalar), radix: 16) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(scalar)' is no hex digit")
            }
            if let high = pending {
                bytes.append(high * 16 + digit)
                pending = nil
            } else {
                pending = digit
            }
        }
        if pending != nil {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a byte lacks its second digit")
        }
        return Data(bytes)
    }
}
