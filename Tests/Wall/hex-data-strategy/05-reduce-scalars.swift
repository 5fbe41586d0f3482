// style: reduce(into:); unicodeScalars; throws helpers
import Foundation

/// The value of one ASCII hex digit, or a thrown `dataCorrupted` error.
private func hexValue(of scalar: Unicode.Scalar, at path: [CodingKey]) throws -> UInt8 {
    switch scalar {
    case "0"..."9": return UInt8(scalar.value - Unicode.Scalar("0").value)
    case "a"..."f": return UInt8(scalar.value - Unicode.Scalar("a").value + 10)
    case "A"..."F": return UInt8(scalar.value - Unicode.Scalar("A").value + 10)
    default:
        throw DecodingError.dataCorrupted(.init(
            codingPath: path, debugDescription: "U+\(String(scalar.value, radix: 16)) is not a hex digit"))
    }
}

extension JSONDecoder.DataDecodingStrategy {
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let text = try decoder.singleValueContainer().decode(String.self)
        let path = decoder.codingPath

        // Fold the digits into bytes, remembering a high nibble until its partner comes.
        let state = try text.unicodeScalars.reduce(into: (bytes: [UInt8](), pending: UInt8?.none)) { state, scalar in
            let value = try hexValue(of: scalar, at: path)
            if let high = state.pending {
                state.bytes.append(high << 4 | value)
                state.pending = nil
            } else {
                state.pending = value
            }
        }
        if state.pending != nil {
            throw DecodingError.dataCorrupted(.init(
                codingPath: path, debugDescription: "Hex text ends in half a byte"))
        }
        return Data(state.bytes)
    }
}
