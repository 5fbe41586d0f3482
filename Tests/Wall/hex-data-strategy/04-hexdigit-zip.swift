// style: Character properties (isHexDigit, hexDigitValue); zip
import Foundation

extension JSONDecoder.DataDecodingStrategy {
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let text = try decoder.singleValueContainer().decode(String.self)
        let characters = Array(text)

        // isHexDigit alone also accepts full-width digits, so insist on ASCII too.
        if let bad = characters.first(where: { !($0.isASCII && $0.isHexDigit) }) {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "\"\(bad)\" is not a hex digit"))
        }
        if characters.count % 2 != 0 {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "Odd number of hex digits (\(characters.count))"))
        }

        let values = characters.map { UInt8($0.hexDigitValue!) }
        let highs = values.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        let lows = values.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        return Data(zip(highs, lows).map { $0 << 4 + $1 })
    }
}
