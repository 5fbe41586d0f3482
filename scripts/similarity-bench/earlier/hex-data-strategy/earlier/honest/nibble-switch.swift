import Foundation

private func nibble(_ code: UInt8) -> UInt8? {
    switch code {
    case 48...57: return code - 48
    case 65...70: return code - 55
    case 97...102: return code - 87
    default: return nil
    }
}

extension JSONDecoder.DataDecodingStrategy {
    static var hex: JSONDecoder.DataDecodingStrategy {
        .custom { decoder in
            let single = try decoder.singleValueContainer()
            let codes = Array(try single.decode(String.self).utf8)
            if codes.count % 2 != 0 {
                throw DecodingError.dataCorruptedError(in: single, debugDescription: "odd number of hex digits")
            }
            var data = Data(capacity: codes.count / 2)
            var index = 0
            while index < codes.count {
                guard let high = nibble(codes[index]), let low = nibble(codes[index + 1]) else {
                    throw DecodingError.dataCorruptedError(in: single, debugDescription: "bad hex digit near \(index)")
                }
                data.append(high << 4 | low)
                index += 2
            }
            return data
        }
    }
}
