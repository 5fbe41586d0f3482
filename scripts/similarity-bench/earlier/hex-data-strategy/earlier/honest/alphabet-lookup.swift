import Foundation

extension JSONDecoder.DataDecodingStrategy {
    static let hex: JSONDecoder.DataDecodingStrategy = .custom(decodeHexadecimal)

    private static func decodeHexadecimal(_ decoder: Decoder) throws -> Data {
        let text = try decoder.singleValueContainer().decode(String.self).lowercased()
        let alphabet = Array("0123456789abcdef")
        var values: [UInt8] = []
        for character in text {
            guard let position = alphabet.firstIndex(of: character) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(character) is not hex"))
            }
            values.append(UInt8(position))
        }
        guard values.count.isMultiple(of: 2) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "hex needs pairs of digits"))
        }
        var result = Data()
        for pair in 0..<(values.count / 2) {
            result.append(values[2 * pair] * 16 + values[2 * pair + 1])
        }
        return result
    }
}
