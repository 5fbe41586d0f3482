// style: Scanner; String.Index arithmetic
import Foundation

extension JSONDecoder.DataDecodingStrategy {
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let text = try decoder.singleValueContainer().decode(String.self)

        // Let a Scanner swallow every hex digit; if it stops early, something else is there.
        let scanner = Scanner(string: text)
        scanner.charactersToBeSkipped = nil
        let digits = scanner.scanCharacters(from: CharacterSet(charactersIn: "0123456789abcdefABCDEF")) ?? ""
        guard scanner.isAtEnd, digits == text else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Stray character in hex text \"\(text)\""))
        }
        guard digits.count % 2 == 0 else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Hex text of odd length \(digits.count)"))
        }

        var data = Data()
        var index = digits.startIndex
        while index < digits.endIndex {
            let next = digits.index(index, offsetBy: 2)
            data.append(UInt8(digits[index..<next], radix: 16)!)
            index = next
        }
        return data
    }
}
