// style: utf8 views; switch with patterns
import Foundation

extension JSONDecoder.DataDecodingStrategy {
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let text = try decoder.singleValueContainer().decode(String.self)

        func corrupted(_ why: String) -> DecodingError {
            .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: why))
        }

        // The value of one hex digit, read as a UTF-8 code unit.
        func nibble(_ unit: UInt8) -> UInt8? {
            switch unit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return unit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return unit - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return unit - UInt8(ascii: "A") + 10
            default: return nil
            }
        }

        let units = Array(text.utf8)
        var values: [UInt8] = []
        for unit in units {
            guard let value = nibble(unit) else {
                throw corrupted("\"\(text)\" holds a character that is not a hex digit")
            }
            values.append(value)
        }
        // Every character is now one ASCII digit, so units and characters agree.
        guard values.count % 2 == 0 else {
            throw corrupted("\"\(text)\" has an odd number of hex digits")
        }

        var bytes = Data(capacity: values.count / 2)
        var index = 0
        while index < values.count {
            bytes.append(values[index] << 4 | values[index + 1])
            index += 2
        }
        return bytes
    }
}
