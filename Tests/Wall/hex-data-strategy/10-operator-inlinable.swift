// style: custom operators; @inlinable global functions
import Foundation

infix operator <+>: AdditionPrecedence

/// Two nibbles, high and low, joined into one byte.
@inlinable
func <+> (high: UInt8, low: UInt8) -> UInt8 {
    high &<< 4 | low
}

/// The value of an ASCII hex digit, or nil.
@inlinable
func hexNibble(_ unit: UInt8) -> UInt8? {
    let digits = Array("0123456789abcdef".utf8)
    let lower = unit | 0x20  // folds A-F onto a-f; digits are unchanged by it
    guard let index = digits.firstIndex(of: lower), (unit >= 0x30 && unit <= 0x39) || index >= 10 else {
        return nil
    }
    return UInt8(index)
}

extension JSONDecoder.DataDecodingStrategy {
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let text = try decoder.singleValueContainer().decode(String.self)
        let nibbles = text.utf8.map(hexNibble)
        guard !nibbles.contains(nil) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "Not hex: \(text)"))
        }
        let values = nibbles.map { $0! }
        guard values.count % 2 == 0 else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "Odd count of hex digits in \(text)"))
        }
        return Data(stride(from: 0, to: values.count, by: 2).map { values[$0] <+> values[$0 + 1] })
    }
}
