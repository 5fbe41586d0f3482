// expect-pass
// A computed `static var`, a private helper that returns nil for bad text,
// and nibble arithmetic on Unicode scalars.
import Foundation

private func bytes(fromHex text: String) -> [UInt8]? {
    func nibble(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": return UInt8(scalar.value - 48)
        case "a"..."f": return UInt8(scalar.value - 87)
        case "A"..."F": return UInt8(scalar.value - 55)
        default: return nil
        }
    }
    let scalars = Array(text.unicodeScalars)
    guard scalars.count % 2 == 0, text.count == scalars.count else { return nil }
    var result: [UInt8] = []
    var position = 0
    while position < scalars.count {
        guard let high = nibble(scalars[position]), let low = nibble(scalars[position + 1]) else { return nil }
        result.append(high << 4 | low)
        position += 2
    }
    return result
}

extension JSONDecoder.DataDecodingStrategy {
    static var hex: JSONDecoder.DataDecodingStrategy {
        .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let bytes = bytes(fromHex: text) else {
                throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not hex: \(text)"))
            }
            return Data(bytes)
        }
    }
}
