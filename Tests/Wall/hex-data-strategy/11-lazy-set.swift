// style: Set; lazy; compactMap
import Foundation

private let hexDigitSet: Set<Character> = Set("0123456789abcdefABCDEF")

extension JSONDecoder.DataDecodingStrategy {
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let text = try decoder.singleValueContainer().decode(String.self)

        let isClean = Set(text).isSubset(of: hexDigitSet)
        guard isClean, text.count % 2 == 0 else {
            let why = isClean ? "an odd number of hex digits" : "characters that are not hex digits"
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "The text holds \(why)"))
        }

        let characters = Array(text)
        let pairs = stride(from: 0, to: characters.count, by: 2).lazy
            .map { String(characters[$0...($0 + 1)]) }
        return Data(pairs.compactMap { UInt8($0, radix: 16) })
    }
}
