import Foundation

private let hexDigitValues: [Character: UInt8] = {
    var table: [Character: UInt8] = [:]
    for (value, digit) in "0123456789abcdef".enumerated() {
        table[digit] = UInt8(value)
        table[Character(digit.uppercased())] = UInt8(value)
    }
    return table
}()

extension JSONDecoder.DataDecodingStrategy {
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let encoded = try decoder.singleValueContainer().decode(String.self)
        let digits = try encoded.map { character -> UInt8 in
            guard let value = hexDigitValues[character] else {
                throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "unexpected \(character)"))
            }
            return value
        }
        if digits.count % 2 == 1 {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "odd length"))
        }
        let highs = digits.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        let lows = digits.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        return Data(zip(highs, lows).map { $0 << 4 + $1 })
    }
}
